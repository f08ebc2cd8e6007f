<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation>Om %1</translation>
    </message>
    <message>
        <source>Mexican Train dominoes with sets from double-6 to double-15 and your family&apos;s own rules, against computers or with people at this computer and at other computers.</source>
        <translation>Mexican Train-domino med sæt fra dobbelt-6 til dobbelt-15 og din families egne husregler, mod computeren eller med mennesker ved denne og ved andre computere.</translation>
    </message>
    <message>
        <source>Qt %1, PySide %2</source>
        <translation>Qt %1, PySide %2</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>%1 and %2</source>
        <comment>joins the last two reasons</comment>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>%1&apos;s review:</source>
        <translation>Gennemgang for %1:</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to see this position in the replay viewer, with both moves.</source>
        <translation>Klik for at se stillingen i genafspilningen med begge handlinger.</translation>
    </message>
    <message>
        <source>Decisions another move would have done better</source>
        <translation>Beslutninger, hvor en anden handling havde været bedre</translation>
    </message>
    <message>
        <source>Every move you made in this game was sound: Hard&apos;s search found no other move clearly better.</source>
        <translation>Alle dine handlinger i dette spil var gode: Svær-søgningen fandt ingen klart bedre handling.</translation>
    </message>
    <message>
        <source>Every move you made this round was sound: Hard&apos;s search found no other move clearly better.</source>
        <translation>Alle dine handlinger i denne runde var gode: Svær-søgningen fandt ingen klart bedre handling.</translation>
    </message>
    <message>
        <source>Hard&apos;s search looks at each of your decisions from what you could see then, and names the ones where another move was clearly better.</source>
        <translation>Svær-søgningen ser på hver af dine beslutninger ud fra det, du kunne se dengang, og nævner dem, hvor en anden handling klart var bedre.</translation>
    </message>
    <message>
        <source>How could I have played &amp;better in this game?</source>
        <translation>Hvordan kunne jeg have spillet &amp;bedre i dette spil?</translation>
    </message>
    <message>
        <source>How could I have played &amp;better?</source>
        <translation>Hvordan kunne jeg have spillet &amp;bedre?</translation>
    </message>
    <message>
        <source>Judging your decisions…</source>
        <translation>Bedømmer dine beslutninger…</translation>
    </message>
    <message>
        <source>Judging your decisions… %1 of %2</source>
        <translation>Bedømmer dine beslutninger… %1 af %2</translation>
    </message>
    <message>
        <source>Round %1, your turn %2:</source>
        <translation>Runde %1, din %2. tur:</translation>
    </message>
    <message>
        <source>The coach could not judge these decisions.</source>
        <translation>Træneren kunne ikke bedømme disse beslutninger.</translation>
    </message>
    <message>
        <source>The coach was stopped before it judged every decision.</source>
        <translation>Træneren blev stoppet, før den havde bedømt alle beslutninger.</translation>
    </message>
    <message>
        <source>The coach&apos;s progress</source>
        <translation>Trænerens fremskridt</translation>
    </message>
    <message>
        <source>The costliest decisions of the game, as Hard&apos;s search sees them.</source>
        <translation>Spillets dyreste beslutninger, som Svær-søgningen ser dem.</translation>
    </message>
    <message>
        <source>Where another move was clearly better, as Hard&apos;s search sees it.</source>
        <translation>Hvor en anden handling klart var bedre, som Svær-søgningen ser det.</translation>
    </message>
    <message>
        <source>You had no choice to make: every move was the only one.</source>
        <translation>Du havde intet valg: hver handling var den eneste mulige.</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>at trække</translation>
    </message>
    <message>
        <source>drew</source>
        <comment>after &apos;you&apos;: drew a tile</comment>
        <translation>trak</translation>
    </message>
    <message>
        <source>ended the starting run</source>
        <comment>after &apos;you&apos;</comment>
        <translation>afsluttede startserien</translation>
    </message>
    <message>
        <source>ending the starting run</source>
        <translation>at afslutte startserien</translation>
    </message>
    <message>
        <source>it comes out better in the search&apos;s playouts</source>
        <translation>den klarer sig bedre i søgningens prøvespil</translation>
    </message>
    <message>
        <source>it covers the double</source>
        <translation>så dækker du dobbeltbrikken</translation>
    </message>
    <message numerus="yes">
        <source>it keeps a row of %n tile(s) for your train</source>
        <translation>
            <numerusform>så beholder du en række på %n brik til dit tog</numerusform>
            <numerusform>så beholder du en række på %n brikker til dit tog</numerusform>
        </translation>
    </message>
    <message>
        <source>it keeps your own train going</source>
        <translation>så kører dit eget tog videre</translation>
    </message>
    <message numerus="yes">
        <source>it leaves about %n point(s) fewer in your hand at the round&apos;s end</source>
        <translation>
            <numerusform>så har du omkring %n point færre på hånden ved rundens slutning</numerusform>
            <numerusform>så har du omkring %n point færre på hånden ved rundens slutning</numerusform>
        </translation>
    </message>
    <message>
        <source>it lifts the marker off your train</source>
        <translation>så fjernes markøren fra dit tog</translation>
    </message>
    <message>
        <source>laid %1 on %2</source>
        <comment>after &apos;you&apos;; %1 a tile, %2 a train</comment>
        <translation>lagde %1 på %2</translation>
    </message>
    <message>
        <source>passed</source>
        <comment>after &apos;you&apos;</comment>
        <translation>meldte pas</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>at melde pas</translation>
    </message>
    <message>
        <source>you %1; %2 was better: %3 (Hard&apos;s estimate).</source>
        <comment>%1 what you did, %2 the better move, %3 why</comment>
        <translation>du %1; %2 havde været bedre: %3 (Sværs vurdering).</translation>
    </message>
</context>
<context>
    <name>EmptyTable</name>
    <message>
        <source>No game on the table. Start one, or play with others:</source>
        <translation>Intet spil på bordet. Start et, eller spil med andre:</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Forlad bordet</translation>
    </message>
    <message>
        <source>&amp;Let Them Sit Down</source>
        <translation>&amp;Lad dem sætte sig</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Ikke nu</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Spil igen</translation>
    </message>
    <message>
        <source>Take a Seat</source>
        <translation>Tag en plads</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nyt spil</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>An unfinished game was found. Do you want to go on with it?</source>
        <translation>Der er fundet et spil, som ikke er spillet færdigt. Vil du fortsætte det?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Spillet kan ikke åbnes</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Spillet kan ikke gemmes</translation>
    </message>
    <message>
        <source>Do the same from now on</source>
        <translation>Gør det samme fremover</translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation>Eksportér spilforløb</translation>
    </message>
    <message>
        <source>Game number %1, round %2 of %3. Points so far: %4.</source>
        <translation>Spil nr. %1, runde %2 af %3. Point indtil nu: %4.</translation>
    </message>
    <message>
        <source>Mexican Train games (*.json *.jsonl);;All files (*)</source>
        <translation>Mexican Train-spil (*.json *.jsonl);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Mexican Train games (*.json)</source>
        <translation>Mexican Train-spil (*.json)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Åbn spil</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Gem spil som</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Filen kunne ikke læses.</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not a saved game.</source>
        <translation>Filen er beskadiget eller afkortet: den er ikke et gemt spil.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>Filen er alt for stor til at være et gemt spil.</translation>
    </message>
    <message>
        <source>The file is not a Mexican Train game.</source>
        <translation>Filen er ikke et Mexican Train-spil.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Filen er lagt til side som %1.</translation>
    </message>
    <message>
        <source>The file was saved by another version of the game.</source>
        <translation>Filen er gemt af en anden version af spillet.</translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation>Spillet kunne ikke skrives til %1.</translation>
    </message>
    <message>
        <source>The game in the file breaks the rules, so it cannot be continued.</source>
        <translation>Spillet i filen bryder reglerne, så det kan ikke fortsættes.</translation>
    </message>
    <message>
        <source>The game in the file has a rule set this version cannot play (%1), so it cannot be continued.</source>
        <translation>Spillet i filen har et regelsæt, som denne version ikke kan spille efter (%1), så det kan ikke fortsættes.</translation>
    </message>
    <message>
        <source>The game you left is kept in %1.</source>
        <translation>Det spil, du forlod, er gemt i %1.</translation>
    </message>
    <message>
        <source>This game is not over yet. Watching shows every hand face up, so only a finished game can be watched.</source>
        <translation>Dette spil er ikke slut endnu. Når man ser et spil, ligger alle hænder med forsiden opad, så kun et færdigt spil kan ses.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Ufærdigt spil</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>%1 (computer)</source>
        <comment>a seat in the side panel</comment>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>%1 (person)</source>
        <comment>a seat in the side panel</comment>
        <translation>%1 (menneske)</translation>
    </message>
    <message>
        <source>%1 plays next: pass the computer to %1.</source>
        <comment>%1 is a person&apos;s name</comment>
        <translation>%1 spiller som den næste: giv computeren videre til %1.</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <comment>the rack&apos;s owner; %1 is a person&apos;s name</comment>
        <translation>%1 hånd</translation>
    </message>
    <message>
        <source>%1&apos;s turn: pass the computer to %2.</source>
        <comment>%1 and %2 are a person&apos;s name; %1 is the possessive one (i18n.possessive)</comment>
        <translation>Det er %1 tur: giv computeren videre til %2.</translation>
    </message>
    <message>
        <source>&amp;Show %1&apos;s hand</source>
        <comment>a button; %1 is a person&apos;s name</comment>
        <translation>V&amp;is %1 hånd</translation>
    </message>
    <message>
        <source>Player 1</source>
        <comment>the first seat&apos;s person, not named in New Game</comment>
        <translation>Spiller 1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>%1 (Hard&apos;s search, %n deal(s))</source>
        <comment>%1 the reason; deals of the tiles you cannot see</comment>
        <translation>
            <numerusform>%1 (den svære modstanders søgning, %n fordeling)</numerusform>
            <numerusform>%1 (den svære modstanders søgning, %n fordelinger)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>%1 took back their last move.</source>
        <translation>%1 tog sin sidste handling tilbage.</translation>
    </message>
    <message>
        <source>%1; Hard&apos;s search agrees</source>
        <comment>%1 the rule of thumb&apos;s reason</comment>
        <translation>%1; den svære modstanders søgning er enig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>Another person has moved since your last move: it cannot be taken back.</source>
        <translation>Et andet menneske har spillet siden din sidste handling: den kan ikke tages tilbage.</translation>
    </message>
    <message>
        <source>Hard&apos;s search found it the best move</source>
        <translation>den svære modstanders søgning fandt denne handling bedst</translation>
    </message>
    <message>
        <source>Hint: %1 on %2 – %3.</source>
        <comment>%1 a tile, %2 a train, %3 the reason</comment>
        <translation>Tip: %1 på %2 – %3.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <comment>%1 is the reason, e.g. no tile fits: draw</comment>
        <translation>Tip: %1.</translation>
    </message>
    <message>
        <source>Make the move taken back again (Ctrl+Shift+Z)</source>
        <translation>Gentag den fortrudte handling (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>No game is in play.</source>
        <translation>Der er intet spil i gang.</translation>
    </message>
    <message>
        <source>Nothing to redo: no move was taken back since your last move.</source>
        <translation>Intet at gentage: ingen handling er fortrudt siden din sidste handling.</translation>
    </message>
    <message>
        <source>Take back your last move and the computer players&apos; moves after it (Ctrl+Z)</source>
        <translation>Fortryd din sidste handling og computerspillernes handlinger efter den (Ctrl+Z)</translation>
    </message>
    <message>
        <source>The computer is being handed to the next person: nothing can be taken back now.</source>
        <translation>Computeren gives videre til det næste menneske: intet kan tages tilbage nu.</translation>
    </message>
    <message>
        <source>The move taken back was made again.</source>
        <translation>Den fortrudte handling er gentaget.</translation>
    </message>
    <message>
        <source>The round is over: a finished round cannot be taken back.</source>
        <translation>Runden er slut: en afsluttet runde kan ikke fortrydes.</translation>
    </message>
    <message>
        <source>Undo cannot go back past a draw: a tile drawn from the boneyard stays drawn, so Undo never shows what lies in the boneyard.</source>
        <translation>Fortryd kan ikke gå længere tilbage end til en brik, der er trukket: En brik trukket fra bunken forbliver trukket, så Fortryd aldrig viser, hvad der ligger i bunken.</translation>
    </message>
    <message>
        <source>Undo works only in a game against computer players.</source>
        <translation>Fortryd virker kun i et spil mod computerspillere.</translation>
    </message>
    <message>
        <source>You have made no move in this round to take back.</source>
        <translation>Du har ingen handling i denne runde, der kan fortrydes.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Du fortrød din sidste handling.</translation>
    </message>
    <message>
        <source>a double you can cover yourself</source>
        <translation>en dobbeltbrik, du selv kan dække</translation>
    </message>
    <message>
        <source>a double: you play again, and nobody must cover it</source>
        <translation>en dobbeltbrik: du lægger igen, og ingen behøver at dække den</translation>
    </message>
    <message>
        <source>covers the double so nobody else must</source>
        <translation>dækker dobbeltbrikken, så ingen andre skal</translation>
    </message>
    <message>
        <source>covers the open double</source>
        <translation>dækker den åbne dobbeltbrik</translation>
    </message>
    <message>
        <source>does not leave a double as your last tile</source>
        <translation>efterlader ikke en dobbeltbrik som din sidste brik</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>at trække</translation>
    </message>
    <message>
        <source>ending the starting run</source>
        <translation>at afslutte startserien</translation>
    </message>
    <message>
        <source>ends your starting run</source>
        <translation>afslutter din startserie</translation>
    </message>
    <message>
        <source>gets rid of heavy tiles</source>
        <translation>slipper af med brikker med mange øjne</translation>
    </message>
    <message>
        <source>goes on with your starting run</source>
        <translation>fortsætter din startserie</translation>
    </message>
    <message numerus="yes">
        <source>keeps %n tiles that fit your own train (%1 keeps fewer)</source>
        <comment>%1 another move, e.g. 3|5 on the Mexican Train</comment>
        <translation>
            <numerusform>beholder %n brik, der passer til dit eget tog (%1 beholder færre)</numerusform>
            <numerusform>beholder %n brikker, der passer til dit eget tog (%1 beholder færre)</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps back a double you cannot cover</source>
        <translation>holder en dobbeltbrik tilbage, som du ikke kan dække</translation>
    </message>
    <message>
        <source>keeps different numbers open</source>
        <translation>holder forskellige tal åbne</translation>
    </message>
    <message>
        <source>keeps your row for your own train</source>
        <translation>gemmer din række til dit eget tog</translation>
    </message>
    <message>
        <source>lays the next tile of your longest row</source>
        <translation>lægger den næste brik i din længste række</translation>
    </message>
    <message>
        <source>leaves fewer pips: about %1 instead of %2 after %3</source>
        <comment>%1 and %2 numbers of pips, %3 another move, e.g. 3|5 on the Mexican Train</comment>
        <translation>efterlader færre øjne: omkring %1 i stedet for %2 efter %3</translation>
    </message>
    <message>
        <source>lifts the marker off your train</source>
        <translation>fjerner markøren fra dit tog</translation>
    </message>
    <message>
        <source>no tile fits: draw</source>
        <translation>ingen brik passer: træk</translation>
    </message>
    <message>
        <source>nothing fits: pass</source>
        <translation>intet passer: meld pas</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>at melde pas</translation>
    </message>
    <message>
        <source>starts your longest row</source>
        <translation>starter din længste række</translation>
    </message>
    <message>
        <source>the best of the tiles that fit, all things weighed</source>
        <translation>alt taget i betragtning den bedste af de brikker, der passer</translation>
    </message>
    <message>
        <source>the only tile that fits</source>
        <translation>den eneste brik, der passer</translation>
    </message>
    <message>
        <source>the only tile that fits, and any of its trains will do</source>
        <translation>den eneste brik, der passer, og alle de tog, den passer på, er lige gode</translation>
    </message>
    <message>
        <source>the only tile that fits, on the best of its trains, all things weighed</source>
        <translation>den eneste brik, der passer, på det tog, hvor den alt taget i betragtning gør mest gavn</translation>
    </message>
    <message>
        <source>your last tile: you go out</source>
        <translation>din sidste brik: du går ud</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>%1 bord</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Game server:</source>
        <translation>&amp;Spilserver:</translation>
    </message>
    <message>
        <source>&amp;Open the Lobby</source>
        <translation>&amp;Åbn lobbyen</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>Pla&amp;dser:</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>&amp;Bordets navn:</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Hvor:</translation>
    </message>
    <message>
        <source>A computer plays for someone &amp;away after:</source>
        <translation>En computer spiller for den, der er &amp;væk, efter:</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>Tillad startse&amp;rie (familieregel)</translation>
    </message>
    <message>
        <source>At a game server on the internet (nobody opens a port)</source>
        <translation>På en spilserver på internettet (ingen åbner en port)</translation>
    </message>
    <message>
        <source>Full game (%1)</source>
        <translation>Fuldt spil (%1)</translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation>Spillets &amp;længde:</translation>
    </message>
    <message>
        <source>Host a Table</source>
        <translation>Vær vært for et bord</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>På denne computer</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;gler:</translation>
    </message>
    <message>
        <source>Short game (%1)</source>
        <translation>Kort spil (%1)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>e.g. Kitchen table</source>
        <translation>f.eks. Køkkenbordet</translation>
    </message>
    <message>
        <source>e.g. games.example.org or 203.0.113.5:47124</source>
        <translation>f.eks. games.example.org eller 203.0.113.5:47124</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>%1 You can watch it, and take a seat when one is free.</source>
        <translation>%1 Du kan se med og tage en plads, når en bliver ledig.</translation>
    </message>
    <message>
        <source>%1 invites you to the table “%2”.</source>
        <translation>%1 inviterer dig til bordet »%2«.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a found table&apos;s line, then the name of its rule set</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free · %4</source>
        <translation>%1 · %2 af %3 pladser fri · %4</translation>
    </message>
    <message>
        <source>%1 · full · %2</source>
        <translation>%1 · fuldt · %2</translation>
    </message>
    <message>
        <source>%1 · playing · %2</source>
        <translation>%1 · spillet er i gang · %2</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Se &amp;med</translation>
    </message>
    <message>
        <source>Ask the host for the address, the port and the join code.</source>
        <translation>Spørg værten om adresse, port og deltagerkode.</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>Deltager&amp;kode:</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Deltag ved et bord</translation>
    </message>
    <message>
        <source>No seat is free at this table now: you can watch it, and take a seat when one is free</source>
        <translation>Der er ingen ledig plads ved dette bord lige nu: Du kan se med og tage en plads, når en bliver ledig</translation>
    </message>
    <message>
        <source>No tables found yet. If the host told you an address, type it below.</source>
        <translation>Ingen borde fundet endnu. Har værten givet dig en adresse, så skriv den nedenfor.</translation>
    </message>
    <message>
        <source>Searching for tables on your network…</source>
        <translation>Søger efter borde på dit netværk…</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Borde på dit netværk:</translation>
    </message>
    <message>
        <source>The invitation filled in the table&apos;s address, port and join code. Give your name and join.</source>
        <translation>Invitationen har allerede udfyldt bordets adresse, port og deltagerkode. Skriv dit navn, og deltag.</translation>
    </message>
    <message>
        <source>Watch the table without a seat; you can take a free seat later</source>
        <translation>Se med ved bordet uden en plads; du kan tage en ledig plads senere</translation>
    </message>
    <message>
        <source>You are invited to the table “%1”.</source>
        <translation>Du er inviteret til bordet »%1«.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>f.eks. 192.168.1.20</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <comment>View menu: the submenu that lists the languages</comment>
        <translation>&amp;Sprog</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <source>&amp;Go On Playing</source>
        <translation>&amp;Spil videre</translation>
    </message>
    <message>
        <source>&amp;Host a Table</source>
        <translation>&amp;Vær vært for et bord</translation>
    </message>
    <message>
        <source>&amp;Join a Table</source>
        <translation>&amp;Deltag ved et bord</translation>
    </message>
    <message>
        <source>&amp;Open the Other Game</source>
        <translation>&amp;Åbn det andet spil</translation>
    </message>
    <message>
        <source>&amp;Start a New Game</source>
        <translation>Start et &amp;nyt spil</translation>
    </message>
    <message>
        <source>Host a Table</source>
        <translation>Vær vært for et bord</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Deltag ved et bord</translation>
    </message>
    <message>
        <source>Leave the game in play and host a table?</source>
        <translation>Forlade det igangværende spil og være vært for et bord?</translation>
    </message>
    <message>
        <source>Leave the game in play and join a table?</source>
        <translation>Forlade det igangværende spil og deltage ved et bord?</translation>
    </message>
    <message>
        <source>Leave the game in play and open “%1”?</source>
        <comment>%1 a file name</comment>
        <translation>Forlade det igangværende spil og åbne »%1«?</translation>
    </message>
    <message>
        <source>Leave the game in play and start a new one?</source>
        <translation>Forlade det igangværende spil og starte et nyt?</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Åbn spil</translation>
    </message>
    <message>
        <source>The game in play is saved either way: Game &gt; Open continues it from the file %1 in the folder %2.</source>
        <translation>Det igangværende spil gemmes under alle omstændigheder: Spil &gt; Åbn fortsætter det fra filen %1 i mappen %2.</translation>
    </message>
    <message>
        <source>The game you left is kept in %1.</source>
        <translation>Det spil, du forlod, er gemt i %1.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s name and its points in the lesson&apos;s scoring</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: step %2 of %3</source>
        <comment>the lesson&apos;s title, the step&apos;s number, how many</comment>
        <translation>%1: trin %2 af %3</translation>
    </message>
    <message>
        <source>Ada has no tile for her own train or the Mexican Train, so she must draw one from the boneyard.</source>
        <translation>Ada har ingen brik til sit eget tog eller Mexican Train, så hun trækker en fra bunken.</translation>
    </message>
    <message>
        <source>Ada is down to one tile too.</source>
        <translation>Ada har også kun én brik tilbage.</translation>
    </message>
    <message>
        <source>Ada lays on your train: your marker lets everyone lay there.</source>
        <translation>Ada lægger på dit tog: din markør lader alle lægge der.</translation>
    </message>
    <message>
        <source>Ada starts her own train.</source>
        <translation>Ada starter sit eget tog.</translation>
    </message>
    <message>
        <source>Ada&apos;s train carries a marker, so you may lay there too. Lay %1 on Ada&apos;s train.</source>
        <translation>Adas tog har en markør, så du må også lægge der. Læg %1 på Adas tog.</translation>
    </message>
    <message>
        <source>Boris has no tile to cover it, so he must draw.</source>
        <translation>Boris har ingen brik at dække den med, så han trækker.</translation>
    </message>
    <message>
        <source>Boris is down to one tile, and the game tells everyone.</source>
        <translation>Boris har kun én brik tilbage, og spillet fortæller det til alle.</translation>
    </message>
    <message>
        <source>Boris lays on Ada&apos;s train, which carries a marker.</source>
        <translation>Boris lægger på Adas tog, som har en markør.</translation>
    </message>
    <message>
        <source>Boris lays on his own train: that lifts his marker.</source>
        <translation>Boris lægger på sit eget tog: det fjerner hans markør.</translation>
    </message>
    <message>
        <source>Boris lays on the Mexican Train too.</source>
        <translation>Boris lægger også på Mexican Train.</translation>
    </message>
    <message>
        <source>Boris lays the double 4|4 and plays again: first he must cover it.</source>
        <translation>Boris lægger dobbeltbrikken 4|4 og har tur igen: først skal han dække den.</translation>
    </message>
    <message>
        <source>Boris left his double open: whoever plays next must cover it, on any train. Lay %1 on it.</source>
        <translation>Boris har ladet sin dobbeltbrik stå åben: den, der har tur som den næste, skal dække den, uanset hvilket tog den ligger på. Læg %1 på den.</translation>
    </message>
    <message>
        <source>Boris must draw, nothing fits, and he passes.</source>
        <translation>Boris trækker, intet passer, og han melder pas.</translation>
    </message>
    <message>
        <source>First read the note above, then press the button beside it.</source>
        <translation>Læs først teksten ovenfor, og tryk så på knappen ved siden af.</translation>
    </message>
    <message>
        <source>Lay %1 on %2 or on %3.</source>
        <comment>%1 a tile, %2 and %3 trains</comment>
        <translation>Læg %1 på %2 eller på %3.</translation>
    </message>
    <message>
        <source>Lay %1 on %2.</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>Læg %1 på %2.</translation>
    </message>
    <message>
        <source>Lay %1 on your own train: that lifts your marker, and your train is yours alone again.</source>
        <translation>Læg %1 på dit eget tog: det fjerner din markør, og dit tog er igen kun dit.</translation>
    </message>
    <message>
        <source>Lay the double %1 on your own train. Whoever lays a double plays again at once.</source>
        <translation>Læg dobbeltbrikken %1 på dit eget tog. Den, der lægger en dobbeltbrik, har straks tur igen.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Lær at spille</translation>
    </message>
    <message>
        <source>None of your tiles fits your own train, the Mexican Train or Ada&apos;s train (it carries a marker), so you must draw a tile from the boneyard: press Draw (D).</source>
        <translation>Ingen af dine brikker passer på dit eget tog, Mexican Train eller Adas tog (det har en markør), så du skal trække en brik fra bunken: tryk Træk (D).</translation>
    </message>
    <message>
        <source>Nothing fits again: draw a tile (D).</source>
        <translation>Igen passer intet: træk en brik (D).</translation>
    </message>
    <message>
        <source>Press Draw (D).</source>
        <translation>Tryk Træk (D).</translation>
    </message>
    <message>
        <source>Press Pass (P).</source>
        <translation>Tryk Meld pas (P).</translation>
    </message>
    <message>
        <source>Start your own train: drag %1 onto the row “Your train”. The first tile of every train must carry the engine&apos;s number, 12.</source>
        <translation>Start dit eget tog: slæb %1 hen på sporet »Dit tog«. Den første brik i hvert tog skal have startbrikkens tal, 12.</translation>
    </message>
    <message>
        <source>The Mexican Train belongs to everyone: anyone may lay on it on any turn. Start it: drag %1 onto the Mexican Train.</source>
        <translation>Mexican Train tilhører alle: alle må lægge på det, når det er deres tur. Start det: slæb %1 hen på Mexican Train.</translation>
    </message>
    <message>
        <source>The drawn tile does not cover the double: Boris passes and gets a marker. The double stays open for the next seat.</source>
        <translation>Den trukne brik dækker ikke dobbeltbrikken: Boris melder pas og får en markør. Dobbeltbrikken forbliver åben for den næste.</translation>
    </message>
    <message>
        <source>The drawn tile does not fit either: Ada passes, and a marker (the small locomotive) goes on her train. Now everyone may lay there.</source>
        <translation>Den trukne brik passer heller ikke: Ada melder pas, og en markør (det lille lokomotiv) kommer på hendes tog. Nu må alle lægge der.</translation>
    </message>
    <message>
        <source>The drawn tile fits nowhere, so you pass (P). A marker goes on your train: until you lay on it yourself, everyone may lay there.</source>
        <translation>Den trukne brik passer ingen steder, så du melder pas (P). Dit tog får en markør: indtil du selv lægger på det, må alle lægge der.</translation>
    </message>
    <message>
        <source>The round is over. Everyone adds the pips left in their hand to their points: %1. The 0|0 tile counts 50, not 0; you went out and add nothing. After the last round the lowest total wins.</source>
        <comment>%1 lists each seat and its points</comment>
        <translation>Runden er slut. Alle lægger øjnene på brikkerne i hånden til deres point: %1. Brikken 0|0 tæller 50, ikke 0; du gik ud og får intet. Efter sidste runde vinder den med færrest point.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step asks for another move.</source>
        <translation>Reglerne tillader det, men dette trin beder om en anden handling.</translation>
    </message>
    <message>
        <source>Wait: %1 is playing.</source>
        <translation>Vent: %1 spiller nu.</translation>
    </message>
    <message>
        <source>Welcome! This round teaches Mexican Train by playing it, against Ada and Boris. The double 12|12 in the middle is the engine: every train starts from it. In a real game each of you is dealt 15 tiles; here 7, so that the round is short. Whoever is first to lay all their tiles wins the round.</source>
        <translation>Velkommen! Denne runde lærer dig Mexican Train ved at spille det, mod Ada og Boris. Dobbeltbrikken 12|12 i midten er startbrikken: hvert tog starter fra den. I et rigtigt spil får hver af jer 15 brikker; her 7, så runden er kort. Den, der først har lagt alle sine brikker, vinder runden.</translation>
    </message>
    <message>
        <source>You drew %1, and it fits your own train: a drawn tile that fits is laid at once. Lay it there.</source>
        <translation>Du trak %1, og den passer på dit eget tog: en trukket brik, der passer, lægges med det samme. Læg den der.</translation>
    </message>
    <message>
        <source>You have one tile left, and everyone was told, as when Boris and Ada got down to one. Lay your last tile %1 where it fits and you go out: the round ends at once.</source>
        <translation>Du har kun én brik tilbage, og alle har fået det at vide, ligesom da Boris og Ada kom ned på én. Læg din sidste brik %1, hvor den passer, så går du ud: runden slutter med det samme.</translation>
    </message>
    <message>
        <source>Your double is open, and an open double must be covered before anything else. Cover it: lay %1 on it.</source>
        <translation>Din dobbeltbrik er åben, og en åben dobbeltbrik skal dækkes før alt andet. Dæk den: læg %1 på den.</translation>
    </message>
</context>
<context>
    <name>LessonCard</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>&amp;Leave the Lesson</source>
        <translation>Forlad &amp;lektionen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Back to the game you were playing; Help &gt; Learn to Play starts the lesson again.</source>
        <translation>Tilbage til dit spil; Hjælp &gt; Lær at spille starter lektionen forfra.</translation>
    </message>
    <message>
        <source>Fi&amp;nish</source>
        <translation>Færdi&amp;g</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>LobbyTexts</name>
    <message>
        <source>%1 (one computer)</source>
        <translation>%1 (én computer)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <source> or </source>
        <translation> eller </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Luk bordet</translation>
    </message>
    <message>
        <source>&amp;Fill Open Seats with Computers</source>
        <translation>Fyld ledige pladser med &amp;computere</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Forlad</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>A few set words such as “Nice move!”, shown beside the seat that sent them; no free text.</source>
        <translation>Et par faste ord som »Flot lagt!«, vist ved pladsen, der sendte dem; ingen fri tekst.</translation>
    </message>
    <message>
        <source>Add a Perso&amp;n at This Computer</source>
        <translation>&amp;Tilføj en person ved denne computer</translation>
    </message>
    <message>
        <source>Allow reactions across the &amp;table</source>
        <translation>Tillad reaktioner ved &amp;bordet</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>Tillad startse&amp;rie (familieregel)</translation>
    </message>
    <message>
        <source>Co&amp;py Code</source>
        <translation>Ko&amp;piér kode</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopieret</translation>
    </message>
    <message>
        <source>Copy &amp;Invitation</source>
        <translation>Kopiér &amp;invitation</translation>
    </message>
    <message>
        <source>Every seat is taken: press Start.</source>
        <translation>Alle pladser er taget: tryk på Start.</translation>
    </message>
    <message>
        <source>Full game (%1)</source>
        <translation>Fuldt spil (%1)</translation>
    </message>
    <message>
        <source>If someone is &amp;away:</source>
        <translation>Hvis nogen er &amp;væk:</translation>
    </message>
    <message>
        <source>Join code: read it out to the others</source>
        <translation>Deltagerkode: læs den op for de andre</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;gler:</translation>
    </message>
    <message>
        <source>Short game (%1)</source>
        <translation>Kort spil (%1)</translation>
    </message>
    <message>
        <source>Someone sharing this computer takes a seat of their own; the computer is passed round between you, as at a local game.</source>
        <translation>En, der deler denne computer, får sin egen plads; computeren går på skift mellem jer, som ved et spil på én computer.</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can join (port %1).</source>
        <translation>Denne computer er ikke på noget netværk: kun denne computer kan deltage (port %1).</translation>
    </message>
    <message>
        <source>To join by hand, type the address %1 and the port %2.</source>
        <translation>For at deltage manuelt skal du skrive adressen %1 og porten %2.</translation>
    </message>
    <message>
        <source>Waiting for %1 to answer Play Again…</source>
        <translation>Venter på svar fra %1 på »Spil igen«…</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Venter på spillere…</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Venter på, at værten starter spillet…</translation>
    </message>
    <message>
        <source>no reactions</source>
        <translation>ingen reaktioner</translation>
    </message>
    <message>
        <source>no starting run</source>
        <translation>uden startserie</translation>
    </message>
    <message>
        <source>starting run allowed</source>
        <translation>startserie tilladt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s pr. handling</translation>
    </message>
    <message>
        <source>&amp;About Mexican Train</source>
        <translation>&amp;Om Mexican Train</translation>
    </message>
    <message>
        <source>&amp;Export Record…</source>
        <translation>&amp;Eksportér forløb…</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hurtigt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Host a Table…</source>
        <translation>&amp;Vær vært for et bord…</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Straks</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>&amp;Deltag ved et bord…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Lær at spille</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>Ha&amp;ndling</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalt</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Å&amp;bn…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Score Sheet</source>
        <translation>&amp;Pointtavle</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsomt</translation>
    </message>
    <message>
        <source>&amp;Speed of the computer players</source>
        <translation>&amp;Computerspillernes tempo</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprog</translation>
    </message>
    <message>
        <source>&amp;Thinking Time of Hard Players</source>
        <translation>&amp;Betænkningstid for svære modstandere</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Watch a Game…</source>
        <translation>&amp;Se et spil…</translation>
    </message>
    <message>
        <source>Game number %1</source>
        <extracomment>where the game just left is kept, said again once the next game is dealt (ui/window/leave_game.py)</extracomment>
        <translation>Spil nr. %1</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>&amp;Gem som…</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Indstillinger nulstillet</translation>
    </message>
    <message>
        <source>Show &amp;Numerals on Tiles</source>
        <translation>Vis &amp;tal på brikkerne</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Noget gik galt</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Den beskadigede fil er lagt til side som %1.</translation>
    </message>
    <message>
        <source>The game met an unexpected error. Your game was saved, and the error was written to the log file; you can play on.</source>
        <translation>Spillet stødte på en uventet fejl. Dit spil er gemt, og fejlen er skrevet i logfilen; du kan spille videre.</translation>
    </message>
    <message>
        <source>The settings file was damaged, so the game started with its defaults.</source>
        <translation>Indstillingsfilen var beskadiget, så spillet er startet med standardindstillingerne.</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>%1

Ask the host to read out the words their lobby shows (in English, whatever the language). Join only if they are the same: if they differ, someone between you and the table may be pretending to be it.</source>
        <translation>%1

Bed værten læse ordene i sin lobby op (på engelsk, uanset sprog). Deltag kun, hvis de er de samme: Hvis de er forskellige, kan nogen mellem dig og bordet udgive sig for at være det.</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Luk bordet</translation>
    </message>
    <message>
        <source>&amp;Close the Table and Quit</source>
        <translation>Luk bordet og a&amp;fslut</translation>
    </message>
    <message>
        <source>&amp;Do Not Join</source>
        <translation>&amp;Deltag ikke</translation>
    </message>
    <message>
        <source>&amp;End It for Everyone and Quit</source>
        <translation>Luk bordet for &amp;alle og afslut</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <extracomment>the table&apos;s opening the last view came from (`seq // SEQ_RUN`): a higher one, the table itself went</extracomment>
        <translation>&amp;Forlad bordet</translation>
    </message>
    <message>
        <source>&amp;Leave the Table and Quit</source>
        <translation>Forlad bordet og a&amp;fslut</translation>
    </message>
    <message>
        <source>&amp;Name of the person at this computer:</source>
        <translation>&amp;Navn på personen ved denne computer:</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Ikke nu</translation>
    </message>
    <message>
        <source>&amp;Pause the Table and Quit</source>
        <translation>Sæt bordet på &amp;pause og afslut</translation>
    </message>
    <message>
        <source>&amp;Rejoin the Table</source>
        <translation>&amp;Vend tilbage til bordet</translation>
    </message>
    <message>
        <source>&amp;Reopen the Table</source>
        <translation>&amp;Genåbn bordet</translation>
    </message>
    <message>
        <source>&amp;Same Words: Join</source>
        <translation>&amp;Samme ord: deltag</translation>
    </message>
    <message>
        <source>&amp;Stay at the Table</source>
        <translation>&amp;Bliv ved bordet</translation>
    </message>
    <message>
        <source>&amp;Trust the New Certificate</source>
        <translation>&amp;Stol på det nye certifikat</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Prøv igen</translation>
    </message>
    <message>
        <source>Add a Person</source>
        <translation>Tilføj en person</translation>
    </message>
    <message>
        <source>Another rule set</source>
        <translation>Et andet regelsæt</translation>
    </message>
    <message>
        <source>Close the table “%1”? Still connected: %2.</source>
        <translation>Lukke bordet »%1«? Stadig forbundet: %2.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Lukke bordet?</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Forbindelsen er tabt</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Alle pladser er optaget.</translation>
    </message>
    <message>
        <source>Expected: %1
Shown: %2</source>
        <translation>Forventet: %1
Vist: %2</translation>
    </message>
    <message>
        <source>Is this the host&apos;s table?</source>
        <translation>Er det værtens bord?</translation>
    </message>
    <message>
        <source>Leave the table “%1” in the middle of the game?</source>
        <translation>Forlade bordet »%1« midt i spillet?</translation>
    </message>
    <message>
        <source>Leave the table “%1”?</source>
        <translation>Forlade bordet »%1«?</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Forlade bordet?</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Ingen plads</translation>
    </message>
    <message>
        <source>Not the table&apos;s certificate</source>
        <translation>Ikke bordets certifikat</translation>
    </message>
    <message>
        <source>Pause the table: the others wait, and it reopens when you start the app again.
End it for everyone: the others&apos; game ends here; it is kept in your saves.</source>
        <translation>Sæt bordet på pause: de andre venter, og bordet åbner igen, når du starter appen igen.
Luk det for alle: de andres spil slutter her; det bliver gemt blandt dine gemte spil.</translation>
    </message>
    <message>
        <source>Quit while the table plays?</source>
        <translation>Afslut, mens der spilles ved bordet?</translation>
    </message>
    <message>
        <source>Quit while the table “%1” is playing? Still connected: %2.</source>
        <translation>Afslut, mens der spilles ved bordet »%1«? Stadig forbundet: %2.</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>Vende tilbage til bordet?</translation>
    </message>
    <message>
        <source>Reopen the table?</source>
        <translation>Genåbne bordet?</translation>
    </message>
    <message>
        <source>That is not a game server&apos;s address. Type it as name or name:port.</source>
        <translation>Det er ikke en spilservers adresse. Skriv den som navn eller navn:port.</translation>
    </message>
    <message>
        <source>The others play on; a computer plays your seat.</source>
        <translation>De andre spiller videre; en computer overtager din plads.</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Bordet kunne ikke åbnes</translation>
    </message>
    <message>
        <source>The table could not be reached</source>
        <translation>Bordet kan ikke nås</translation>
    </message>
    <message>
        <source>The table was closed</source>
        <translation>Bordet blev lukket</translation>
    </message>
    <message>
        <source>The table “%1” was still playing when the app closed. Reopen it? The others&apos; apps reconnect by themselves.</source>
        <translation>Ved bordet »%1« var et spil stadig i gang, da appen lukkede. Vil du genåbne det? De andres apps forbinder sig selv igen.</translation>
    </message>
    <message>
        <source>Their game ends here; the game is kept in your saves.</source>
        <translation>Deres spil slutter her; spillet bliver gemt blandt dine gemte spil.</translation>
    </message>
    <message>
        <source>Their seats at this table are given up.</source>
        <translation>Deres pladser ved dette bord bliver opgivet.</translation>
    </message>
    <message>
        <source>These seats cannot play this rule set: %1</source>
        <translation>Med disse pladser kan dette regelsæt ikke spilles: %1</translation>
    </message>
    <message>
        <source>This invitation cannot be used</source>
        <translation>Denne invitation kan ikke bruges</translation>
    </message>
    <message>
        <source>This is the first time you join the table at %1. Its certificate&apos;s words are:</source>
        <translation>Det er første gang, du deltager ved bordet på %1. Ordene i dets certifikat er:</translation>
    </message>
    <message>
        <source>You were playing at the table “%1” as %2 at this computer when the app closed. Rejoin it now? Your seats are kept for you.</source>
        <translation>I spillede ved bordet »%1« ved denne computer som %2, da appen lukkede. Vil I vende tilbage nu? Jeres pladser er holdt til jer.</translation>
    </message>
    <message>
        <source>You were playing at the table “%1” as %2 when the app closed. Rejoin it now? Your seat is kept for you.</source>
        <translation>Du spillede ved bordet »%1« som %2, da appen lukkede. Vil du vende tilbage nu? Din plads er holdt til dig.</translation>
    </message>
    <message>
        <source>Your seat there is given up.</source>
        <translation>Din plads der bliver opgivet.</translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 did not let you sit down.</source>
        <translation>%1 lod dig ikke sætte dig.</translation>
    </message>
    <message>
        <source>%1 invites you to the Mexican Train table “%2”.

Click this link to join (your app asks only for your name):
%3

Mexican Train not installed? Install it, then choose Game &gt; Join a Table… and type the address %4, the port %5 and the join code %6.</source>
        <translation>%1 inviterer dig til Mexican Train-bordet “%2”.

Klik på dette link for at deltage (din app spørger kun om dit navn):
%3

Er Mexican Train ikke installeret? Installér det, vælg så Spil &gt; Deltag ved et bord… og skriv adressen %4, porten %5 og deltagerkoden %6.</translation>
    </message>
    <message>
        <source>%1 is away.</source>
        <translation>%1 er væk.</translation>
    </message>
    <message>
        <source>%1 is away. If they are not back, a computer plays for them in %2.</source>
        <translation>%1 er væk. Er vedkommende ikke tilbage, spiller en computer om %2.</translation>
    </message>
    <message>
        <source>%1 is away. The table waits until they are back.</source>
        <translation>%1 er væk. Bordet venter, til vedkommende er tilbage.</translation>
    </message>
    <message>
        <source>%1 is away: a computer is choosing the move for now.</source>
        <translation>%1 er væk: Indtil videre vælger en computer handlingen.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 er tilbage.</translation>
    </message>
    <message>
        <source>%1 left the table; a computer plays for them.</source>
        <translation>%1 har forladt bordet; en computer spiller pladsen videre.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes, abbreviated</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds, abbreviated</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 wants to play again.</source>
        <translation>%1 vil gerne spille igen.</translation>
    </message>
    <message>
        <source>%1 would like to take seat %2, which a computer plays since %3 left.</source>
        <translation>%1 vil gerne tage plads %2, som en computerspiller spiller, siden %3 gik.</translation>
    </message>
    <message>
        <source>%1, %2 wants to play again.</source>
        <translation>%1, %2 vil gerne spille igen.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>A computer covered %1 for you.</source>
        <translation>En computer dækkede %1 for dig.</translation>
    </message>
    <message>
        <source>A computer drew a tile for you.</source>
        <translation>En computer trak en brik for dig.</translation>
    </message>
    <message>
        <source>A computer laid %1 on %2 for you.</source>
        <translation>En computer lagde %1 på %2 for dig.</translation>
    </message>
    <message>
        <source>A computer passed for you.</source>
        <translation>En computer meldte pas for dig.</translation>
    </message>
    <message>
        <source>A computer plays for %1 until they are back.</source>
        <translation>En computer spiller for %1, indtil vedkommende er tilbage.</translation>
    </message>
    <message>
        <source>A new game at this table with the same rules. Play, or leave the table: your seat is then free for someone else.</source>
        <translation>Et nyt spil ved dette bord med de samme regler. Spil med, eller forlad bordet: så er din plads ledig for en anden.</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Væk</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Forbundet</translation>
    </message>
    <message>
        <source>Connected to the table.</source>
        <translation>Forbundet med bordet.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Forbinder til bordet…</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Expected: %1
Shown now: %2

If the host confirms the new words (the host&apos;s lobby shows them), choose Trust the New Certificate. If not, do not join.</source>
        <translation>Forventet: %1
Vist nu: %2

Hvis værten bekræfter de nye ord (værtens lobby viser dem), så vælg Stol på det nye certifikat. Hvis ikke, så deltag ikke.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Vært</translation>
    </message>
    <message>
        <source>If someone is away, a computer plays for them after %1.</source>
        <translation>Hvis nogen er væk, spiller en computer for vedkommende efter %1.</translation>
    </message>
    <message>
        <source>If someone is away, the table waits for them.</source>
        <translation>Hvis nogen er væk, venter bordet på vedkommende.</translation>
    </message>
    <message>
        <source>No computer of that name was found. Check the address you typed.</source>
        <translation>Der blev ikke fundet nogen computer med det navn. Tjek den adresse, du skrev.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Ikke forbundet med bordet.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Ikke forbundet.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ledig</translation>
    </message>
    <message>
        <source>Port %1 cannot be opened (%2). Choose another port.</source>
        <translation>Port %1 kan ikke åbnes (%2). Vælg en anden port.</translation>
    </message>
    <message>
        <source>Port %1 is already used by another program, perhaps another table. Choose another port.</source>
        <translation>Port %1 bruges allerede af et andet program, måske et andet bord. Vælg en anden port.</translation>
    </message>
    <message>
        <source>Someone else took the seat you asked for.</source>
        <translation>En anden tog den plads, du bad om.</translation>
    </message>
    <message>
        <source>Someone else took the seat you asked for. You may take seat %1; a computer plays it until then.</source>
        <translation>En anden tog den plads, du bad om. Du kan tage plads %1; indtil da spiller en computer den.</translation>
    </message>
    <message>
        <source>Sorry, every seat at this table is taken.</source>
        <translation>Desværre er alle pladser ved dette bord taget.</translation>
    </message>
    <message>
        <source>That computer was found, but no table is open on that port. Check the port, and that the host has opened the lobby.</source>
        <translation>Computeren blev fundet, men der er intet bord åbent på den port. Tjek porten, og at værten har åbnet lobbyen.</translation>
    </message>
    <message>
        <source>The address in this invitation is not right. Ask the host to copy the invitation again.</source>
        <translation>Adressen i denne invitation er forkert. Bed værten om at kopiere invitationen igen.</translation>
    </message>
    <message>
        <source>The connection to the host was lost and could not be made again. The host&apos;s app may have stopped, or its computer left the network.</source>
        <translation>Forbindelsen til værten blev afbrudt og kunne ikke genoprettes. Værtens app er måske stoppet, eller computeren har forladt netværket.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Forbindelsen til bordet er tabt.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Spillet ved dette bord er allerede begyndt.</translation>
    </message>
    <message>
        <source>The game server asks to wait a moment before the next change.</source>
        <translation>Spilserveren beder om, at du venter et øjeblik før næste ændring.</translation>
    </message>
    <message>
        <source>The game server did not answer. Try again in a moment.</source>
        <translation>Spilserveren svarede ikke. Prøv igen om et øjeblik.</translation>
    </message>
    <message>
        <source>The game server did not do that now: %1</source>
        <translation>Spilserveren gjorde det ikke nu: %1</translation>
    </message>
    <message>
        <source>The game server no longer takes this app for the table&apos;s host.</source>
        <translation>Spilserveren regner ikke længere denne app for bordets vært.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Værten har lukket bordet.</translation>
    </message>
    <message>
        <source>The host refused (%1).</source>
        <translation>Værten afviste (%1).</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Værten har fjernet dig fra bordet.</translation>
    </message>
    <message>
        <source>The join code in this invitation is not right. Ask the host to copy the invitation again.</source>
        <translation>Deltagerkoden i denne invitation er forkert. Bed værten om at kopiere invitationen igen.</translation>
    </message>
    <message>
        <source>The join code is not right. Ask the host for it again.</source>
        <translation>Deltagerkoden er forkert. Spørg værten om den igen.</translation>
    </message>
    <message>
        <source>The line to the host is down.</source>
        <translation>Forbindelsen til værten er afbrudt.</translation>
    </message>
    <message>
        <source>The round so far: %1 moves. The last %2:</source>
        <translation>Runden indtil nu: %1 handlinger. De sidste %2:</translation>
    </message>
    <message numerus="yes">
        <source>The round so far: %n move(s):</source>
        <translation>
            <numerusform>Runden indtil nu: %n handling:</numerusform>
            <numerusform>Runden indtil nu: %n handlinger:</numerusform>
        </translation>
    </message>
    <message>
        <source>The seat was not given to you.</source>
        <translation>Du fik ikke pladsen.</translation>
    </message>
    <message>
        <source>The table at this address shows a different certificate than last time, so nothing was sent to it. The host may have a new computer or may have installed the app again; or someone between you and the table is pretending to be it.</source>
        <translation>Bordet på denne adresse viser et andet certifikat end sidste gang, så intet blev sendt til det. Værten har måske en ny computer eller har installeret appen igen; eller nogen mellem dig og bordet udgiver sig for at være det.</translation>
    </message>
    <message>
        <source>The table cannot be reached. Check the address and the port, and that the host is running.</source>
        <translation>Bordet kan ikke nås. Tjek adresse og port, og at værten har spillet kørende.</translation>
    </message>
    <message>
        <source>The table did not show the certificate its invitation or its announcement named, so nothing was sent to it. Someone between you and the table may be pretending to be it. Ask the host for a new invitation.</source>
        <translation>Bordet viste ikke det certifikat, som dets invitation eller dets annoncering nævnte, så intet blev sendt til det. Måske udgiver nogen mellem dig og bordet sig for at være det. Bed værten om en ny invitation.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>Bordet er optaget lige nu. Prøv igen om et øjeblik.</translation>
    </message>
    <message>
        <source>The table no longer knows your seat. Join again with the join code.</source>
        <translation>Bordet kender ikke længere din plads. Deltag igen med deltagerkoden.</translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n minute(s); it is back.</source>
        <translation>
            <numerusform>Bordet var væk i %n minut; det er tilbage.</numerusform>
            <numerusform>Bordet var væk i %n minutter; det er tilbage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n second(s); it is back.</source>
        <translation>
            <numerusform>Bordet var væk i %n sekund; det er tilbage.</numerusform>
            <numerusform>Bordet var væk i %n sekunder; det er tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table&apos;s certificate: %1. The host&apos;s lobby shows the same words, in English whatever its language: compare them on the phone when you joined by typing the address.</source>
        <translation>Bordets certifikat: %1. Værtens lobby viser de samme engelske ord, uanset sprog: sammenlign dem i telefonen, hvis du har skrevet adressen selv.</translation>
    </message>
    <message>
        <source>This game server already holds as many tables from your address as it allows. Close one, or try again later.</source>
        <translation>Denne spilserver har allerede så mange borde fra din adresse, som den tillader. Luk et, eller prøv igen senere.</translation>
    </message>
    <message>
        <source>This game server has no room for another table now. Try again later, or another game server.</source>
        <translation>Denne spilserver har ikke plads til flere borde lige nu. Prøv igen senere, eller prøv en anden spilserver.</translation>
    </message>
    <message>
        <source>This invitation does not say which certificate the table has, or says it wrongly, so the table could not be checked. Ask the host to copy the invitation again.</source>
        <translation>Denne invitation nævner ikke bordets certifikat, eller nævner det forkert, så bordet kunne ikke kontrolleres. Bed værten om at kopiere invitationen igen.</translation>
    </message>
    <message>
        <source>This is not an invitation to a Mexican Train table.</source>
        <translation>Dette er ikke en invitation til et Mexican Train-bord.</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it takes (8). Try again later.</source>
        <translation>Der ser allerede så mange med ved dette bord, som det tager (8). Prøv igen senere.</translation>
    </message>
    <message>
        <source>This table runs a newer version of Mexican Train: the host runs %1, you run %2. Update your app to join it.</source>
        <extracomment>the refusals that say how long to wait (the server helper&apos;s strings, kept apart for merging)</extracomment>
        <translation>Ved dette bord kører en nyere version af Mexican Train: værten har %1, du har %2. Opdater din app for at deltage.</translation>
    </message>
    <message>
        <source>This table runs an older version of Mexican Train: the host runs %1, you run %2. Ask the host to update the app; then join again.</source>
        <translation>Ved dette bord kører en ældre version af Mexican Train: værten har %1, du har %2. Bed værten om at opdatere appen, og deltag så igen.</translation>
    </message>
    <message>
        <source>This table runs another version of Mexican Train: the host runs %1, you run %2. Both must run the same version.</source>
        <translation>Ved dette bord kører en anden version af Mexican Train: værten har %1, du har %2. I skal have samme version.</translation>
    </message>
    <message>
        <source>This table&apos;s certificate: %1. Whoever joins by address sees these words in their lobby, in English whatever their language: if theirs differ, they are not at your table.</source>
        <translation>Dette bords certifikat: %1. Den, der deltager via adressen, ser de samme engelske ord i sin lobby, uanset sprog: er de anderledes, sidder vedkommende ikke ved dit bord.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a moment before trying again.</source>
        <translation>For mange forkerte koder: vent et øjeblik, før du prøver igen.</translation>
    </message>
    <message>
        <source>Waiting for the host to come back…</source>
        <translation>Venter på, at værten kommer tilbage…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for the host to come back… (trying again in %n second(s))</source>
        <translation>
            <numerusform>Venter på, at værten kommer tilbage… (prøver igen om %n sekund)</numerusform>
            <numerusform>Venter på, at værten kommer tilbage… (prøver igen om %n sekunder)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to come back… (trying now)</source>
        <translation>Venter på, at værten kommer tilbage… (prøver nu)</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>Ser med: %1</translation>
    </message>
    <message>
        <source>What answered at that address is no table this app can join safely: it does not encrypt the connection. If it is a table, the host&apos;s app is older than yours: ask the host to update the app.</source>
        <translation>Det, der svarede på den adresse, er ikke et bord, som denne app sikkert kan deltage ved: forbindelsen krypteres ikke. Hvis det er et bord, er værtens app ældre end din: bed værten om at opdatere appen.</translation>
    </message>
    <message>
        <source>While you were away, %1 moves happened. The last %2:</source>
        <translation>Mens du var væk, blev der foretaget %1 handlinger. De sidste %2:</translation>
    </message>
    <message numerus="yes">
        <source>While you were away, %n move(s) happened:</source>
        <translation>
            <numerusform>Mens du var væk, blev der foretaget %n handling:</numerusform>
            <numerusform>Mens du var væk, blev der foretaget %n handlinger:</numerusform>
        </translation>
    </message>
    <message>
        <source>While you were away, a computer played for you: %1.</source>
        <translation>Mens du var væk, spillede en computer for dig: %1.</translation>
    </message>
    <message>
        <source>You are watching. Take a free seat to play.</source>
        <translation>Du ser med. Tag en ledig plads for at spille.</translation>
    </message>
    <message>
        <source>You asked for seat %1. The seat is given when this round ends.</source>
        <translation>Du har bedt om plads %1. Pladsen bliver givet, når denne runde slutter.</translation>
    </message>
    <message>
        <source>You asked for seat %1. When this round ends, %2 is asked to let you sit down.</source>
        <translation>Du har bedt om plads %1. Når denne runde slutter, bliver %2 spurgt, om du må sætte dig.</translation>
    </message>
    <message>
        <source>You may take seat %1; a computer plays it until then.</source>
        <translation>Du kan tage plads %1; indtil da spiller en computer den.</translation>
    </message>
    <message>
        <source>Your game so far is kept: the table, the players, each round&apos;s points and the totals, in %1.</source>
        <translation>Dit spil indtil nu er gemt: bordet, spillerne, hver rundes point og summerne, i %1.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or computer.</source>
        <translation>Din plads blev overtaget fra et andet vindue eller en anden computer.</translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n minute(s)</source>
        <translation>
            <numerusform>efter %n minut spiller en computer for vedkommende</numerusform>
            <numerusform>efter %n minutter spiller en computer for vedkommende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n second(s)</source>
        <translation>
            <numerusform>efter %n sekund spiller en computer for vedkommende</numerusform>
            <numerusform>efter %n sekunder spiller en computer for vedkommende</numerusform>
        </translation>
    </message>
    <message>
        <source>away: a computer plays for now</source>
        <translation>væk: en computer spiller indtil videre</translation>
    </message>
    <message>
        <source>away: a computer plays in %1</source>
        <translation>væk: om %1 spiller en computer</translation>
    </message>
    <message>
        <source>away: the table waits</source>
        <translation>væk: bordet venter</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>forbundet</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>trak</translation>
    </message>
    <message>
        <source>hosting</source>
        <translation>vært</translation>
    </message>
    <message>
        <source>laid %1</source>
        <translation>lagde %1</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>ikke forbundet</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>meldte pas</translation>
    </message>
    <message>
        <source>the table waits for them</source>
        <translation>bordet venter på vedkommende</translation>
    </message>
    <message>
        <source>you</source>
        <translation>dig</translation>
    </message>
</context>
<context>
    <name>NetWaits</name>
    <message numerus="yes">
        <source>Someone took your seat with your reconnection token: another window or computer of yours, or someone who read it off the network. Your app takes the seat back once, in %n second(s).</source>
        <translation>
            <numerusform>Nogen har overtaget din plads med din nøgle til at genoprette forbindelsen: et andet vindue eller en anden computer af dine, eller nogen der har aflæst den på netværket. Din app tager pladsen tilbage én gang, om %n sekund.</numerusform>
            <numerusform>Nogen har overtaget din plads med din nøgle til at genoprette forbindelsen: et andet vindue eller en anden computer af dine, eller nogen der har aflæst den på netværket. Din app tager pladsen tilbage én gang, om %n sekunder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The join code is not right. Ask the host for it again, then try again in %n second(s).</source>
        <translation>
            <numerusform>Deltagerkoden er forkert. Spørg værten om den igen, og prøv igen om %n sekund.</numerusform>
            <numerusform>Deltagerkoden er forkert. Spørg værten om den igen, og prøv igen om %n sekunder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes came from your network. Try again in %n second(s).</source>
        <translation>
            <numerusform>Der kom for mange forkerte koder fra dit netværk. Prøv igen om %n sekund.</numerusform>
            <numerusform>Der kom for mange forkerte koder fra dit netværk. Prøv igen om %n sekunder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your seat changed hands a moment ago. Your app tries again in %n second(s).</source>
        <translation>
            <numerusform>Din plads har lige skiftet hænder. Din app prøver igen om %n sekund.</numerusform>
            <numerusform>Din plads har lige skiftet hænder. Din app prøver igen om %n sekunder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Del ud</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>R&amp;edigér…</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spillere:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>&amp;Starting run: several tiles on your own train in the first turn</source>
        <translation>S&amp;tartserie (familieregel): flere brikker på dit eget tog i første tur</translation>
    </message>
    <message>
        <source>A double-%1 set seats 2 to %2 players, so the players went down from %3 to %2.</source>
        <extracomment>a first start&apos;s &quot;Learn to Play first&quot;: the dialog closed without a deal, the lesson wanted (players before, players now) when the set chosen seated fewer than were chosen</extracomment>
        <translation>Med et dobbelt-%1-sæt kan 2 til %2 spillere være med, så antallet af spillere er sat ned fra %3 til %2.</translation>
    </message>
    <message>
        <source>A double-%1 set seats 2 to %2 players.</source>
        <translation>Med et dobbelt-%1-sæt kan 2 til %2 spillere være med.</translation>
    </message>
    <message>
        <source>A saved rule set cannot be played: %1.</source>
        <translation>Et gemt regelsæt kan ikke spilles: %1.</translation>
    </message>
    <message>
        <source>Choose Person for a seat below and several people play at this computer, passing it round; each sees only their own hand.</source>
        <translation>Vælg Menneske for en plads herunder, så spiller flere ved denne computer og sender den rundt; hver ser kun sin egen hånd.</translation>
    </message>
    <message>
        <source>Every rule the family may change, and names for its own rules.</source>
        <translation>Hver regel, familien kan ændre, og navne til jeres egne regler.</translation>
    </message>
    <message numerus="yes">
        <source>Full game (%n round(s))</source>
        <translation>
            <numerusform>Fuldt spil (%n runde)</numerusform>
            <numerusform>Fuldt spil (%n runder)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation>Spillets &amp;længde:</translation>
    </message>
    <message>
        <source>Game &amp;number:</source>
        <translation>Spil&amp;nummer:</translation>
    </message>
    <message>
        <source>Its file is %1.</source>
        <translation>Filen er %1.</translation>
    </message>
    <message>
        <source>Its file was set aside as %1.</source>
        <translation>Filen er lagt til side som %1.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>New n&amp;umber</source>
        <translation>Nyt n&amp;ummer</translation>
    </message>
    <message>
        <source>New to the game? Learn to Play &amp;first</source>
        <translation>Ny i spillet? Lær at spille &amp;først</translation>
    </message>
    <message>
        <source>Off by default: see the starting run in the rules (F1).</source>
        <translation>Slået fra som standard. Se »Familieregel: startserie« i reglerne (F1).</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Spilles af</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plads %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message numerus="yes">
        <source>Short game (%n round(s))</source>
        <translation>
            <numerusform>Kort spil (%n runde)</numerusform>
            <numerusform>Kort spil (%n runder)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Styrke</translation>
    </message>
    <message>
        <source>The basic rules, without house rules.</source>
        <extracomment>the Rules list&apos;s entry for rules edited but not saved under a name the rules chosen changed: the dialog follows them (seats, lengths), then words the summary the family&apos;s saved rule sets, in the app&apos;s data folder (or the window&apos;s own, in tests)</extracomment>
        <translation>Grundreglerne, uden husregler.</translation>
    </message>
    <message>
        <source>The same number deals the same tiles, so a game can be replayed.</source>
        <translation>Samme nummer giver de samme brikker, så et spil kan spilles igen.</translation>
    </message>
    <message>
        <source>The saved rules “%1” cannot be played: %2.</source>
        <translation>De gemte regler »%1« kan ikke spilles: %2.</translation>
    </message>
    <message>
        <source>The standard rules are offered instead.</source>
        <translation>I stedet gælder standardreglerne.</translation>
    </message>
    <message>
        <source>Welcome to Mexican Train! Choose how many play, how long the game lasts and how strong your opponents are, then deal. The game remembers your choices; Help &gt; Rules (F1) explains the game.</source>
        <translation>Velkommen til Mexican Train! Vælg hvor mange der spiller, hvor længe spillet varer, og hvor stærke dine modstandere er, og del så ud. Spillet husker dine valg; Hjælp &gt; Regler (F1) forklarer spillet.</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Dit na&amp;vn:</translation>
    </message>
</context>
<context>
    <name>Notification</name>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Your turn at %1&apos;s table</source>
        <comment>%1 is the host&apos;s name (i18n.possessive)</comment>
        <translation>Din tur ved %1 bord</translation>
    </message>
</context>
<context>
    <name>PastGamesList</name>
    <message>
        <source>%1 (%2)</source>
        <comment>a computer seat: its name and strength</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Games finished before this version of the game kept no record, so they are listed but cannot be watched again.</source>
        <translation>Spil, der blev afsluttet før denne version, har intet gemt spilforløb: de står på listen, men kan ikke ses igen.</translation>
    </message>
    <message>
        <source>No record was kept of this game.</source>
        <translation>Der blev ikke gemt noget spilforløb for dette spil.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <source>Watch This Game</source>
        <translation>Se dette spil</translation>
    </message>
    <message>
        <source>Watch the game of %1</source>
        <translation>Se spillet fra %1</translation>
    </message>
</context>
<context>
    <name>PipPalette</name>
    <message>
        <source>&amp;Colour-blind-friendly pip colours</source>
        <translation>&amp;Øjenfarver for farveblinde</translation>
    </message>
    <message>
        <source>Pip colours that stay apart for red-green colour blindness; the classic colours are those of real domino sets.</source>
        <translation>Øjenfarver, der kan skelnes også ved rød-grøn farveblindhed; de klassiske farver er dem fra rigtige dominospil.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>how many tiles a hand holds</comment>
        <translation>
            <numerusform>%n brik</numerusform>
            <numerusform>%n brikker</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s pr. handling</translation>
    </message>
    <message>
        <source>&amp;Desktop notification when it is my turn</source>
        <translation>&amp;Notifikation på skrivebordet, når det er min tur</translation>
    </message>
    <message>
        <source>&amp;Hints from:</source>
        <translation>T&amp;ip fra:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
    <message>
        <source>&amp;Mark the tiles that can be laid now</source>
        <translation>&amp;Fremhæv de brikker, der kan lægges nu</translation>
    </message>
    <message>
        <source>&amp;Speed of the computer players:</source>
        <translation>&amp;Computerspillernes tempo:</translation>
    </message>
    <message>
        <source>&amp;Thinking time of Hard players:</source>
        <translation>&amp;Betænkningstid for svære modstandere:</translation>
    </message>
    <message>
        <source>&amp;Unfinished game at start:</source>
        <translation>&amp;Ufærdigt spil ved start:</translation>
    </message>
    <message>
        <source>A small light under each tile of your rack that fits a train now.</source>
        <translation>Et lille lys under hver brik på hånden, der passer på et tog nu.</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Spørg</translation>
    </message>
    <message>
        <source>At a networked table: the words the others send (such as “Nice move!”), shown beside their seat, with a soft sound.</source>
        <translation>Ved et bord på netværket: de ord, de andre sender (som »Flot lagt!«), vist ved deres plads med en blød lyd.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtigt</translation>
    </message>
    <message>
        <source>Hard&apos;s search (up to half a second)</source>
        <translation>Den svære modstanders søgning (op til et halvt sekund)</translation>
    </message>
    <message>
        <source>Hard&apos;s search plays out each move you could make on many deals of the tiles you cannot see, as the Hard players do, and says what it found; Normal&apos;s rule of thumb answers at once.</source>
        <translation>Den svære modstanders søgning spiller hver handling, du kan foretage, igennem på mange fordelinger af de brikker, du ikke kan se, ligesom de svære modstandere gør, og fortæller, hvad den fandt; den normale modstanders tommelfingerregel svarer med det samme.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Straks</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Normal&apos;s quick rule of thumb</source>
        <translation>Den normale modstanders hurtige tommelfingerregel</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Fortsæt det</translation>
    </message>
    <message>
        <source>Show &amp;numerals on tiles</source>
        <translation>Vis &amp;tal på brikkerne</translation>
    </message>
    <message>
        <source>Show the &amp;reactions of the others at the table</source>
        <translation>Vis de andres &amp;reaktioner ved bordet</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsomt</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Start et nyt spil</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprog</translation>
    </message>
    <message>
        <source>When the game&apos;s window is minimised or behind another window, the desktop says that it is your turn.</source>
        <translation>Når spillets vindue er minimeret eller ligger bag et andet vindue, fortæller skrivebordet, at det er din tur.</translation>
    </message>
</context>
<context>
    <name>Reactions</name>
    <message>
        <source>%1 reacts: %2</source>
        <translation>%1 reagerer: %2</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Godt spil</translation>
    </message>
    <message>
        <source>Nice move!</source>
        <extracomment>how long a reaction stands beside its seat</extracomment>
        <translation>Flot lagt!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Ups!</translation>
    </message>
    <message>
        <source>React</source>
        <translation>Reagér</translation>
    </message>
    <message>
        <source>Say a word to the table (R, then the number; or 1 to 6)</source>
        <translation>Sig et ord til bordet (R og så nummeret; eller 1 til 6)</translation>
    </message>
    <message>
        <source>Thumbs up</source>
        <translation>Tommel op</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Godt spillet</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Din tur!</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>%1 ended the starting run.</source>
        <translation>%1 afsluttede sin startserie.</translation>
    </message>
    <message>
        <source>Back to the start of the round (Page Up)</source>
        <translation>Tilbage til rundens start (Page Up)</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Spil %1 af %2</translation>
    </message>
    <message>
        <source>Game number %1 · every hand face up</source>
        <translation>Spil nr. %1 · alle hænder synlige</translation>
    </message>
    <message>
        <source>Game number %1 · your hand only</source>
        <translation>Spil nr. %1 · kun din hånd</translation>
    </message>
    <message>
        <source>Moves of this round</source>
        <translation>Rundens handlinger</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Næste handling</translation>
    </message>
    <message>
        <source>Next Round</source>
        <translation>Næste runde</translation>
    </message>
    <message>
        <source>On to the start of the next round (Page Down)</source>
        <translation>Videre til næste rundes start (Page Down)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>En handling tilbage (venstre pil)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>En handling frem (højre pil)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (mellemrum)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspil</translation>
    </message>
    <message>
        <source>Play the game on at the chosen speed (Space)</source>
        <translation>Afspil spillet i det valgte tempo (mellemrum)</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position i spillet</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Forrige handling</translation>
    </message>
    <message>
        <source>Previous Round</source>
        <translation>Forrige runde</translation>
    </message>
    <message>
        <source>Round %1 of %2 · move %3 of %4</source>
        <translation>Runde %1 af %2 · handling %3 af %4</translation>
    </message>
    <message>
        <source>Round %1 of %2 · round over</source>
        <translation>Runde %1 af %2 · runden er slut</translation>
    </message>
    <message>
        <source>Round %1 of %2 · the deal</source>
        <translation>Runde %1 af %2 · uddelingen</translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation>Pointtavle</translation>
    </message>
    <message>
        <source>The game as you saw it · your hand only</source>
        <translation>Spillet, som du så det · kun din hånd</translation>
    </message>
    <message>
        <source>The score sheet in place of the table, and back (S)</source>
        <translation>Pointtavlen i stedet for bordet, og tilbage (S)</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Se et spil</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <source>Mexican Train games (*.json *.jsonl);;All files (*)</source>
        <translation>Mexican Train-spil (*.json *.jsonl);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Se et spil</translation>
    </message>
</context>
<context>
    <name>RuleSetChoice</name>
    <message>
        <source>Not a rule set</source>
        <translation>Ikke et regelsæt</translation>
    </message>
    <message>
        <source>Open a Rule Set</source>
        <translation>Åbn et regelsæt</translation>
    </message>
    <message>
        <source>Open a Rule Set File…</source>
        <translation>Åbn et regelsæt fra en fil…</translation>
    </message>
    <message>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Regelsæt (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>This file is not a rule set that can be played: %1</source>
        <translation>Denne fil er ikke et regelsæt, der kan spilles: %1</translation>
    </message>
</context>
<context>
    <name>RuleSetEditor</name>
    <message>
        <source>&amp;Back to the standard rules</source>
        <translation>N&amp;ulstil til standardreglerne</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>&amp;Draw until a tile fits</source>
        <translation>&amp;Træk, til en brik passer</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Erstat</translation>
    </message>
    <message>
        <source>&amp;Set:</source>
        <translation>&amp;Sæt:</translation>
    </message>
    <message>
        <source>&amp;Use these rules</source>
        <translation>&amp;Brug disse regler</translation>
    </message>
    <message>
        <source>0|0 &amp;counts 0 points</source>
        <translation>0|0 tæller 0 &amp;point</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>S&amp;let</translation>
    </message>
    <message>
        <source>Delete the Rules?</source>
        <translation>Slette reglerne?</translation>
    </message>
    <message>
        <source>Delete the rules “%1”? Games played under them keep their rules.</source>
        <translation>Slette reglerne »%1«? Spil, der er spillet efter dem, beholder deres regler.</translation>
    </message>
    <message>
        <source>Doubles n&amp;eed not be covered</source>
        <translation>Dobbeltbrikker behøver ikke at &amp;dækkes</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>How these rules differ from the standard rules:</source>
        <translation>Sådan adskiller disse regler sig fra standardreglerne:</translation>
    </message>
    <message>
        <source>In the first turn of a round you may lay several tiles on your own train.</source>
        <translation>I rundens første tur må du lægge flere brikker på dit eget tog.</translation>
    </message>
    <message>
        <source>Instead of one tile, draw until one fits (or the boneyard is empty).</source>
        <translation>Træk i stedet for én brik, til en passer (eller bunken er tom).</translation>
    </message>
    <message>
        <source>Left in a hand, the double blank counts 0 points instead of 50.</source>
        <translation>Bliver 0|0 tilbage på hånden, tæller den 0 point i stedet for 50.</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Nob&amp;ody may go out on a double</source>
        <translation>Ingen må afslutte runden med en d&amp;obbeltbrik</translation>
    </message>
    <message>
        <source>Own &amp;train first</source>
        <translation>Først dit &amp;eget tog</translation>
    </message>
    <message>
        <source>Ren&amp;ame</source>
        <translation>O&amp;mdøb</translation>
    </message>
    <message>
        <source>Replace the Rules?</source>
        <translation>Erstatte reglerne?</translation>
    </message>
    <message>
        <source>Sa&amp;ve as</source>
        <translation>&amp;Gem som</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Gemt som »%1«.</translation>
    </message>
    <message>
        <source>Starting &amp;run</source>
        <translation>Tillad sta&amp;rtserie</translation>
    </message>
    <message>
        <source>The highest double of the tiles; the hands, the seats, the rounds and the engines follow it.</source>
        <translation>Sættets højeste dobbeltbrik; hænderne, pladserne, runderne og startbrikkerne følger den.</translation>
    </message>
    <message>
        <source>The last tile of a hand may not be a double.</source>
        <translation>Den sidste brik på hånden må ikke være en dobbeltbrik.</translation>
    </message>
    <message>
        <source>The standard rules: nothing differs.</source>
        <translation>Standardreglerne: intet er anderledes.</translation>
    </message>
    <message>
        <source>There are rules called “%1” already.</source>
        <translation>Der findes allerede regler, der hedder »%1«.</translation>
    </message>
    <message>
        <source>There are rules called “%1” already. Replace them with the rules shown here?</source>
        <translation>Der findes allerede regler, der hedder »%1«. Erstatte dem med reglerne, der vises her?</translation>
    </message>
    <message>
        <source>Type a name for these rules first.</source>
        <extracomment>the yes/no options, each as (rule key, the value when the box is ticked, the value when not). Each box says the house rule that ticking it turns on, so the standard rules are every box unticked (issue 38: &quot;Going out on a double is allowed&quot;, ticked, forbade it) the saved rule sets changed (saved, renamed or deleted): the New Game dialog lists them again</extracomment>
        <translation>Giv først disse regler et navn.</translation>
    </message>
    <message>
        <source>Until you have laid a tile on your own train, you lay only there.</source>
        <translation>Indtil du har lagt en brik på dit eget tog, lægger du kun dér.</translation>
    </message>
    <message>
        <source>Whoever lays a double plays again; nobody must cover it.</source>
        <translation>Den, der lægger en dobbeltbrik, lægger igen; ingen behøver at dække den.</translation>
    </message>
    <message>
        <source>“%1” are the game&apos;s own rules; choose another name.</source>
        <translation>»%1« er spillets egne regler; vælg et andet navn.</translation>
    </message>
    <message>
        <source>“%1” is deleted.</source>
        <translation>»%1« er slettet.</translation>
    </message>
    <message>
        <source>“%1” is now called “%2”.</source>
        <translation>»%1« hedder nu »%2«.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message numerus="yes">
        <source>%n round(s) from %1|%1 down</source>
        <translation>
            <numerusform>%n runde, fra %1|%1 og nedad</numerusform>
            <numerusform>%n runder, fra %1|%1 og nedad</numerusform>
        </translation>
    </message>
    <message>
        <source>In this game:</source>
        <translation>I dette spil:</translation>
    </message>
    <message>
        <source>No house rules: the rules below, as they are.</source>
        <translation>Ingen husregler: reglerne nedenfor gælder, som de står.</translation>
    </message>
    <message>
        <source>Rules of Mexican Train</source>
        <translation>Regler for Mexican Train</translation>
    </message>
    <message>
        <source>The page below counts the standard double-12 set: 91 tiles. This game has a double-%1 set of %2 tiles, %3 tiles in each hand, and %4.</source>
        <translation>Siden nedenfor regner med standardsættet dobbelt-12: 91 brikker. Dette spil har et dobbelt-%1-sæt med %2 brikker, %3 brikker på hver hånd og %4.</translation>
    </message>
    <message>
        <source>The rules page is missing: %1</source>
        <translation>Regelsiden mangler: %1</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>0|0 counts 0 points</source>
        <translation>0|0 tæller 0 point</translation>
    </message>
    <message>
        <source>Doubles need not be covered</source>
        <translation>Dobbeltbrikker behøver ikke at dækkes</translation>
    </message>
    <message>
        <source>Doubles need not be covered: whoever lays one plays again</source>
        <translation>Dobbeltbrikker behøver ikke at dækkes: den, der lægger en, lægger igen</translation>
    </message>
    <message>
        <source>Draw until a tile fits</source>
        <translation>Træk, til en brik passer</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>No house rules</source>
        <translation>Ingen husregler</translation>
    </message>
    <message>
        <source>Nobody may go out on a double</source>
        <translation>Ingen må afslutte runden med en dobbeltbrik</translation>
    </message>
    <message>
        <source>Own train first</source>
        <translation>Først dit eget tog</translation>
    </message>
    <message>
        <source>Own train first: until you have laid on your own train, only there</source>
        <translation>Først dit eget tog: indtil du har lagt på dit eget tog, kun dér</translation>
    </message>
    <message>
        <source>Played with a double-%1 set</source>
        <translation>Spilles med et dobbelt-%1-sæt</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardregler</translation>
    </message>
    <message>
        <source>Starting run</source>
        <translation>Startserie</translation>
    </message>
    <message>
        <source>Starting run: the first turn of a round may lay several tiles on your own train</source>
        <translation>Startserie: i rundens første tur må du lægge flere brikker på dit eget tog</translation>
    </message>
    <message>
        <source>double-%1</source>
        <translation>dobbelt-%1</translation>
    </message>
    <message>
        <source>it has a rule this game does not know (“%1”)</source>
        <translation>der står en regel i dem, som spillet ikke kender (»%1«)</translation>
    </message>
    <message>
        <source>it has no name, or a name that is too long</source>
        <translation>navnet mangler eller er for langt</translation>
    </message>
    <message>
        <source>its set is %1, and a set is double-6, double-9, double-12 or double-15</source>
        <translation>sættet er %1, men et sæt er dobbelt-6, dobbelt-9, dobbelt-12 eller dobbelt-15</translation>
    </message>
    <message>
        <source>the file is damaged, or it is not a rule set</source>
        <translation>filen er beskadiget, eller den er ikke et regelsæt</translation>
    </message>
    <message>
        <source>the rule “%1” says %2, where the box can only be ticked or not</source>
        <translation>reglen »%1« siger %2, men feltet kan kun være afkrydset eller ej</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (ude)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Nyt &amp;spil…</translation>
    </message>
    <message>
        <source>&amp;Next Round</source>
        <translation>&amp;Næste runde</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>S&amp;pil igen</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation>Se spillet &amp;igen</translation>
    </message>
    <message>
        <source>A new game at this table: the same players and options, started by the next player.</source>
        <translation>Et nyt spil ved dette bord: de samme spillere og indstillinger, og den næste ved bordet begynder.</translation>
    </message>
    <message>
        <source>Lowest total so far</source>
        <translation>Laveste sum indtil nu</translation>
    </message>
    <message numerus="yes">
        <source>Next round in %n second(s).</source>
        <translation>
            <numerusform>Næste runde om %n sekund.</numerusform>
            <numerusform>Næste runde om %n sekunder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Runde %1 (%2)</translation>
    </message>
    <message>
        <source>Round %1 is in play.</source>
        <translation>Runde %1 er i gang.</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Runde %1 er slut</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation>Pointtavle</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Pointtavle</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s). The lowest total wins.</source>
        <translation>
            <numerusform>Spillet er slut efter %n runde. Den laveste sum vinder.</numerusform>
            <numerusform>Spillet er slut efter %n runder. Den laveste sum vinder.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round is being dealt…</source>
        <translation>Næste runde deles ud…</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Brikker tilbage</translation>
    </message>
    <message>
        <source>Tiles left: %1</source>
        <translation>Brikker tilbage: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>Waiting for the host to deal the next round.</source>
        <translation>Venter på, at værten giver næste runde.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (dig)</translation>
    </message>
    <message>
        <source>&amp;Take a Seat</source>
        <translation>&amp;Tag en plads</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Computer: Let</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Computer: Svær</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Computer: Normal</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Ledig plads</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Ledig til en spiller</translation>
    </message>
    <message>
        <source>Plays again</source>
        <translation>Spiller igen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plads %1</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>venter på en spiller</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>%1: %2</source>
        <comment>a seat for a screen reader: its name, then its figures</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Arrange</source>
        <translation>&amp;Ordn</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>Træ&amp;k</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>&amp;Afslut startserie</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>V&amp;end</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Meld &amp;pas</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>Træk en brik fra bunken (D)</translation>
    </message>
    <message>
        <source>End your starting run (E)</source>
        <translation>Afslut din startserie (E)</translation>
    </message>
    <message>
        <source>Last tile!</source>
        <translation>Sidste brik!</translation>
    </message>
    <message>
        <source>Marker: everyone may lay on this train.</source>
        <translation>Markør: alle må lægge på dette tog.</translation>
    </message>
    <message>
        <source>Pass: your train gets a marker (P)</source>
        <translation>Meld pas: dit tog får en markør (P)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Put the longest row for your own train at the front of your hand (A)</source>
        <translation>Læg den længste række til dit eget tog forrest på hånden (A)</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Seneste handlinger</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <source>Suggest a move; press again to hide it (H)</source>
        <translation>Foreslå en handling; tryk igen for at skjule den (H)</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Brikker</translation>
    </message>
    <message>
        <source>Turn the selected tile around (F or Space)</source>
        <translation>Vend den valgte brik (F eller mellemrum)</translation>
    </message>
    <message>
        <source>a marker on the train</source>
        <translation>en markør på toget</translation>
    </message>
    <message>
        <source>last tile</source>
        <translation>sidste brik</translation>
    </message>
    <message>
        <source>to play now</source>
        <translation>har tur nu</translation>
    </message>
</context>
<context>
    <name>SoundPreferences</name>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Afspil lyde</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Lydstyrke:</translation>
    </message>
    <message>
        <source>Tiles click when they are laid, a knock when somebody has one tile left, a soft call when it is your turn.</source>
        <translation>Brikkerne klikker, når de lægges, det banker, når nogen kun har én brik tilbage, og et blødt kald fortæller, at det er din tur.</translation>
    </message>
</context>
<context>
    <name>StatsMessages</name>
    <message>
        <source>Statistics</source>
        <extracomment>Watch This Game in the list of past games: (the game&apos;s record as JSON text, the database it came from)</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The old file was kept as %1, and a new one was started.</source>
        <translation>Den gamle fil blev gemt som %1, og en ny blev startet.</translation>
    </message>
    <message>
        <source>The statistics file cannot be written, so finished games are not counted for now.</source>
        <translation>Statistikfilen kan ikke skrives, så færdige spil tælles ikke med indtil videre.</translation>
    </message>
    <message>
        <source>The statistics file does not hold this game&apos;s statistics.</source>
        <translation>Statistikfilen indeholder ikke dette spils statistik.</translation>
    </message>
    <message>
        <source>The statistics file is damaged.</source>
        <translation>Statistikfilen er beskadiget.</translation>
    </message>
    <message>
        <source>The statistics file is not a database: it is damaged or cut short.</source>
        <translation>Statistikfilen er ikke en database: den er beskadiget eller afkortet.</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game.</source>
        <translation>Statistikfilen er skrevet af en nyere version af spillet.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>%1 · %2 · %3 in %4 (%5 per round)</source>
        <translation>%1 · %2 · %3 på %4 (%5 pr. runde)</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n plads</numerusform>
            <numerusform>%n pladser</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Eksportér CSV…</translation>
    </message>
    <message>
        <source>&amp;Figures of:</source>
        <translation>&amp;Tal for:</translation>
    </message>
    <message>
        <source>&amp;Past Games</source>
        <translation>&amp;Afsluttede spil</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Nulstil</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Nulstil…</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Oversigt</translation>
    </message>
    <message>
        <source>Best and worst games (by points per round)</source>
        <translation>Bedste og dårligste spil (efter point pr. runde)</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Bedste spil</translation>
    </message>
    <message>
        <source>By number of seats</source>
        <translation>Efter antal pladser</translation>
    </message>
    <message>
        <source>By strongest opponent</source>
        <translation>Efter stærkeste modstander</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-filer (*.csv);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Cannot export the statistics</source>
        <translation>Statistikken kan ikke eksporteres</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Nuværende sejrsstribe</translation>
    </message>
    <message>
        <source>Engine %1: %2 points per round on average</source>
        <translation>Startbrik %1: i gennemsnit %2 point pr. runde</translation>
    </message>
    <message>
        <source>Every rule set</source>
        <translation>Alle regelsæt</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <translation>Eksportér statistik</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n finished game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Glem det %n færdige spil? Det kan ikke fortrydes.</numerusform>
            <numerusform>Glem alle %n færdige spil? Det kan ikke fortrydes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget your one finished game? This cannot be undone.</source>
        <translation>Glemme dit ene afsluttede spil? Det kan ikke fortrydes.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Spillede spil</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Længste sejrsstribe</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and it shows here.</source>
        <translation>Ingen færdige spil endnu. Spil et spil til ende, så vises det her.</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ingen spil endnu</translation>
    </message>
    <message>
        <source>Only one game so far: play another to compare.</source>
        <translation>Indtil videre kun ét spil: spil et til, så der er noget at sammenligne med.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Point pr. runde</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Rule &amp;set:</source>
        <translation>&amp;Regelsæt:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The statistics could not be written to %1.</source>
        <translation>Statistikken kunne ikke skrives til %1.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Sejrsprocent</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Dårligste spil</translation>
    </message>
    <message>
        <source>Your average points per round, by engine</source>
        <translation>Dine point pr. runde i gennemsnit, efter startbrik</translation>
    </message>
    <message numerus="yes">
        <source>Your points in the last %n game(s) (gold: won)</source>
        <translation>
            <numerusform>Dine point i %n spil (guld: vundet)</numerusform>
            <numerusform>Dine point i de seneste %n spil (guld: vundet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your points in the last games</source>
        <translation>Dine point i de seneste spil</translation>
    </message>
    <message>
        <source>Your points in your one game so far (gold: won)</source>
        <translation>Dine point i dit hidtil eneste spil (guld: vundet)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vundet</translation>
    </message>
</context>
<context>
    <name>TableAnnouncer</name>
    <message>
        <source>This table cannot be announced on the local network (%1). Others can still join it by address and port.</source>
        <translation>Dette bord kan ikke annonceres på det lokale netværk (%1). Andre kan stadig deltage via adresse og port.</translation>
    </message>
</context>
<context>
    <name>TableBrowser</name>
    <message>
        <source>Tables on the local network cannot be listed (%1). You can still join a table by its address and port.</source>
        <translation>Borde på det lokale netværk kan ikke findes (%1). Du kan stadig deltage ved et bord via adresse og port.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <comment>a train&apos;s label: name, tiles in hand</comment>
        <translation>
            <numerusform>%1 · %n brik</numerusform>
            <numerusform>%1 · %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Mexican Train</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plads %1</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dit tog</translation>
    </message>
</context>
<context>
    <name>TableSound</name>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>Slå &amp;lyden fra</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>%1 and %2</source>
        <comment>a tile spoken aloud: its two halves</comment>
        <translation>%1 og %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n tile(s)</source>
        <comment>a seat&apos;s tiles in hand</comment>
        <translation>
            <numerusform>%1 har %n brik på hånden</numerusform>
            <numerusform>%1 har %n brikker på hånden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 tænker</translation>
    </message>
    <message>
        <source>%1&apos;s train</source>
        <comment>a seat&apos;s own train; %1 is the name</comment>
        <translation>%1 tog</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 tur</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n fit(s) now</source>
        <comment>tiles of the hand that may be laid</comment>
        <translation>
            <numerusform>%1, %n passer nu</numerusform>
            <numerusform>%1, %n passer nu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, fits on %2</source>
        <translation>%1, passer på: %2</translation>
    </message>
    <message>
        <source>%1, the hint</source>
        <translation>%1, tippet</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <comment>tiles in a train</comment>
        <translation>
            <numerusform>%n brik lagt</numerusform>
            <numerusform>%n brikker lagt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Bunken: %n brik</numerusform>
            <numerusform>Bunken: %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Startbrik: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n tile(s)</source>
        <comment>the rack of a seat that is not the person&apos;s</comment>
        <translation>
            <numerusform>Hånd: %n brik</numerusform>
            <numerusform>Hånd: %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Mexican Train</translation>
    </message>
    <message>
        <source>No hand is shown</source>
        <translation>Ingen hånd vises</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 af %2</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n tile(s)</source>
        <translation>
            <numerusform>Din hånd: %n brik</numerusform>
            <numerusform>Din hånd: %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dit tog</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>chosen: Enter lays the tile here</source>
        <translation>valgt: Enter lægger brikken her</translation>
    </message>
    <message>
        <source>double %1</source>
        <comment>a tile spoken aloud</comment>
        <translation>dobbelt-%1</translation>
    </message>
    <message>
        <source>marker: everyone may lay here</source>
        <translation>markør: alle må lægge her</translation>
    </message>
    <message>
        <source>open double %1: it must be covered</source>
        <translation>åben %1: den skal dækkes</translation>
    </message>
    <message>
        <source>open end %1</source>
        <translation>åben ende %1</translation>
    </message>
    <message>
        <source>the chosen tile fits here</source>
        <translation>den valgte brik passer her</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n tile(s)</source>
        <translation>
            <numerusform>du har %n brik på hånden</numerusform>
            <numerusform>du har %n brikker på hånden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1&apos;s train</source>
        <translation>%1 tog</translation>
    </message>
    <message>
        <source>Drag a tile from your rack onto a highlighted train. Keys: Left and Right choose a tile, Tab a train, Enter plays, Space flips.</source>
        <translation>Slæb en brik fra din hånd hen på et tog, der lyser op. Taster: Venstre og Højre vælger en brik, Tab et tog, Enter lægger, Mellemrum vender.</translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Mexican Train</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dit tog</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (væk)</translation>
    </message>
    <message>
        <source>%1 (computer plays)</source>
        <comment>a seat a computer plays for its person, who is away or left</comment>
        <translation>%1 (computer spiller)</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <comment>a place at the game&apos;s end that two seats or more share</comment>
        <translation>%1 (delt)</translation>
    </message>
    <message>
        <source>%1 covered %2.</source>
        <translation>%1 dækkede %2.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 trak en brik.</translation>
    </message>
    <message>
        <source>%1 has one tile left!</source>
        <translation>%1 har én brik tilbage!</translation>
    </message>
    <message>
        <source>%1 is open: it must be covered.</source>
        <translation>%1 er åben: den skal dækkes.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tænker…</translation>
    </message>
    <message>
        <source>%1 laid %2 on %3.</source>
        <translation>%1 lagde %2 på %3.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 meldte pas.</translation>
    </message>
    <message>
        <source>%1 started a run.</source>
        <translation>%1 gik i gang med en startserie.</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>%1 starter.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 gik ud.</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 vinder spillet!</translation>
    </message>
    <message>
        <source>%1&apos;s train</source>
        <comment>a seat&apos;s own train; %1 is the name</comment>
        <translation>%1 tog</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n tip</numerusform>
            <numerusform>%n tip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>tiles left in a hand</comment>
        <translation>
            <numerusform>%n brik</numerusform>
            <numerusform>%n brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n fortrydelse</numerusform>
            <numerusform>%n fortrydelser</numerusform>
        </translation>
    </message>
    <message>
        <source>1st</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>4.</translation>
    </message>
    <message>
        <source>5th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>5.</translation>
    </message>
    <message>
        <source>6th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>6.</translation>
    </message>
    <message>
        <source>7th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>7.</translation>
    </message>
    <message>
        <source>8th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>8.</translation>
    </message>
    <message>
        <source>A marker is on your train: everyone may lay on it.</source>
        <translation>Dit tog har fået en markør: alle må lægge på det.</translation>
    </message>
    <message>
        <source>A shared win: %1.</source>
        <translation>Delt sejr: %1.</translation>
    </message>
    <message>
        <source>A starting run goes only on your own train.</source>
        <translation>En startserie må kun lægges på dit eget tog.</translation>
    </message>
    <message>
        <source>After drawing, only the drawn tile may be laid.</source>
        <translation>Når du har trukket, må du kun lægge den trukne brik.</translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Bunken: %n brik</numerusform>
            <numerusform>Bunken: %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer</source>
        <comment>seat kind</comment>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Cover your double before you end the run.</source>
        <translation>Dæk din dobbeltbrik, før du afslutter startserien.</translation>
    </message>
    <message>
        <source>Draw a tile before you pass.</source>
        <translation>Træk en brik, før du melder pas.</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer strength</comment>
        <translation>Let</translation>
    </message>
    <message>
        <source>Enter lays %1 on %2.</source>
        <translation>Enter lægger %1 på %2.</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer strength</comment>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Help used in this game: %1, %2.</source>
        <comment>%1 is the hints, %2 the undos</comment>
        <translation>Hjælp brugt i dette spil: %1, %2.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>Det er %1, der har tur.</translation>
    </message>
    <message>
        <source>Lay the tile you drew, %1.</source>
        <translation>Læg den brik, du trak, %1.</translation>
    </message>
    <message>
        <source>Marker off %1&apos;s train.</source>
        <translation>Markøren er fjernet fra %1 tog.</translation>
    </message>
    <message>
        <source>Marker off your train.</source>
        <translation>Markøren er fjernet fra dit tog.</translation>
    </message>
    <message>
        <source>Marker on %1&apos;s train.</source>
        <translation>%1 tog har fået en markør.</translation>
    </message>
    <message>
        <source>No hints or undos were used in this game.</source>
        <translation>Der blev hverken brugt tip eller fortryd i dette spil.</translation>
    </message>
    <message>
        <source>No tile fits: draw one from the boneyard.</source>
        <translation>Ingen brik passer: træk en fra bunken.</translation>
    </message>
    <message>
        <source>Nobody can cover %1 any more: it counts as closed.</source>
        <translation>Ingen kan længere dække %1: den regnes for lukket.</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer strength</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Nothing fits: pass. Your train gets a marker.</source>
        <translation>Intet passer: meld pas. Dit tog får en markør.</translation>
    </message>
    <message>
        <source>Only a starting run can be ended.</source>
        <translation>Kun en startserie kan afsluttes.</translation>
    </message>
    <message>
        <source>Person</source>
        <comment>seat kind</comment>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>computer strength</comment>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>Round %1 begins with the engine %2.</source>
        <translation>Runde %1 begynder med startbrikken %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2 · engine %3</source>
        <translation>Runde %1 af %2 · startbrik %3</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Den handling findes ikke i dette spil.</translation>
    </message>
    <message>
        <source>That tile does not match the open end of the train.</source>
        <translation>Brikken passer ikke til togets åbne ende.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>Den brik har du ikke på hånden.</translation>
    </message>
    <message>
        <source>That train is not yours and carries no marker.</source>
        <translation>Det tog er ikke dit, og der er ingen markør på det.</translation>
    </message>
    <message>
        <source>The boneyard is empty.</source>
        <translation>Bunken er tom.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>The open double must be covered first.</source>
        <translation>Den åbne dobbeltbrik skal dækkes først.</translation>
    </message>
    <message>
        <source>The round is blocked: nobody can lay a tile.</source>
        <translation>Runden er blokeret: ingen kan lægge en brik.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <source>The round is over: start the next round first.</source>
        <translation>Runden er slut: start næste runde først.</translation>
    </message>
    <message>
        <source>There is no such train.</source>
        <translation>Det tog findes ikke.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Vent på din tur.</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the person&apos;s seat</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>You can lay a tile, so you may not draw or pass.</source>
        <translation>Du kan lægge en brik, så du må ikke trække eller melde pas.</translation>
    </message>
    <message>
        <source>You covered %1.</source>
        <translation>Du dækkede %1.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Du trak %1.</translation>
    </message>
    <message>
        <source>You have drawn a tile this turn already.</source>
        <translation>Du har allerede trukket en brik i denne tur.</translation>
    </message>
    <message>
        <source>You have one tile left!</source>
        <translation>Du har én brik tilbage!</translation>
    </message>
    <message>
        <source>You laid %1 on %2.</source>
        <translation>Du lagde %1 på %2.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Du meldte pas.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>Du starter.</translation>
    </message>
    <message>
        <source>You started a run.</source>
        <translation>Du gik i gang med en startserie.</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du gik ud!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du vinder spillet!</translation>
    </message>
    <message>
        <source>Your starting run: lay more tiles on your train, or end your turn.</source>
        <translation>Din startserie: læg flere brikker på dit tog, eller afslut startserien.</translation>
    </message>
    <message>
        <source>Your turn: cover the open double %1.</source>
        <translation>Din tur: dæk den åbne dobbeltbrik %1.</translation>
    </message>
    <message>
        <source>Your turn: drag a tile onto a train.</source>
        <translation>Din tur: slæb en brik hen på et tog.</translation>
    </message>
    <message>
        <source>the Mexican Train</source>
        <translation>Mexican Train</translation>
    </message>
    <message>
        <source>their own train</source>
        <translation>sit eget tog</translation>
    </message>
    <message>
        <source>your train</source>
        <translation>dit tog</translation>
    </message>
</context>
<context>
    <name>TrainDialog</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n brik</numerusform>
            <numerusform>%n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>engine</source>
        <translation>startbrik</translation>
    </message>
    <message>
        <source>marker: everyone may play here</source>
        <translation>markør: alle må lægge her</translation>
    </message>
    <message>
        <source>open end %1</source>
        <translation>åben ende %1</translation>
    </message>
    <message>
        <source>the double must be covered</source>
        <translation>dobbeltbrikken skal dækkes</translation>
    </message>
</context>
<context>
    <name>WatcherBar</name>
    <message>
        <source>&amp;Take a Seat</source>
        <translation>&amp;Tag en plads</translation>
    </message>
</context>
<context>
    <name>WatchersRow</name>
    <message>
        <source>Let %1 Sit Down at Seat %2</source>
        <translation>Lad %1 sætte sig på plads %2</translation>
    </message>
    <message>
        <source>Send %1 Away</source>
        <translation>Send %1 væk</translation>
    </message>
</context>
<context>
    <name>Whys</name>
    <message>
        <source>%1 laid the last tile and went out.</source>
        <translation>%1 lagde den sidste brik og gik ud.</translation>
    </message>
    <message>
        <source>A double: one more tile, and nobody must cover it.</source>
        <translation>En dobbeltbrik: én brik mere, og ingen behøver at dække den.</translation>
    </message>
    <message>
        <source>Easy players lay any tile that fits, a double first.</source>
        <translation>Lette modstandere lægger en vilkårlig brik, der passer, først en dobbeltbrik.</translation>
    </message>
    <message>
        <source>Hard players choose by a search over deals of the tiles they cannot see.</source>
        <translation>Svære modstandere vælger ved en søgning over fordelinger af de brikker, de ikke kan se.</translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it about %1 points a round better than its rule of thumb&apos;s choice.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Den svære modstanders søgning (%n fordeling) fandt den omkring %1 point bedre pr. runde end tommelfingerreglens valg.</numerusform>
            <numerusform>Den svære modstanders søgning (%n fordelinger) fandt den omkring %1 point bedre pr. runde end tommelfingerreglens valg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it better than its rule of thumb&apos;s choice: about %1 in 100 more games won.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Den svære modstanders søgning (%n fordeling) fandt den bedre end tommelfingerreglens valg: omkring %1 flere vundne spil ud af 100.</numerusform>
            <numerusform>Den svære modstanders søgning (%n fordelinger) fandt den bedre end tommelfingerreglens valg: omkring %1 flere vundne spil ud af 100.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found its rule of thumb&apos;s choice clearly worse.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Den svære modstanders søgning (%n fordeling) fandt tommelfingerreglens valg tydeligt dårligere.</numerusform>
            <numerusform>Den svære modstanders søgning (%n fordelinger) fandt tommelfingerreglens valg tydeligt dårligere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found nothing clearly better than its rule of thumb.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Den svære modstanders søgning (%n fordeling) fandt intet, der var tydeligt bedre end tommelfingerreglen.</numerusform>
            <numerusform>Den svære modstanders søgning (%n fordelinger) fandt intet, der var tydeligt bedre end tommelfingerreglen.</numerusform>
        </translation>
    </message>
    <message>
        <source>It builds %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Brikken bygger videre på %1 eget tog.</translation>
    </message>
    <message>
        <source>It goes elsewhere than %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Brikken lægges et andet sted end på %1 eget tog.</translation>
    </message>
    <message>
        <source>It lifts the marker off %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Brikken fjerner markøren fra %1 eget tog.</translation>
    </message>
    <message>
        <source>Its rule of thumb chose it (what it holds stays hidden).</source>
        <translation>Tommelfingerreglen valgte den (hvad den har på hånden, forbliver skjult).</translation>
    </message>
    <message>
        <source>No tile of %1 fitted, so %1 drew.</source>
        <extracomment>the log line&apos;s data role that holds its decision&apos;s (round, index)</extracomment>
        <translation>Ingen brik passede for %1, så %1 trak.</translation>
    </message>
    <message>
        <source>No tile of %1 fitted, so %1 passed.</source>
        <translation>Ingen brik passede for %1, så %1 meldte pas.</translation>
    </message>
    <message>
        <source>Part of %1&apos;s starting run.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>En del af %1 startserie.</translation>
    </message>
    <message>
        <source>Random players make any move.</source>
        <translation>Tilfældige modstandere foretager en vilkårlig handling.</translation>
    </message>
    <message>
        <source>The open double had to be covered.</source>
        <translation>Den åbne dobbeltbrik skulle dækkes.</translation>
    </message>
    <message>
        <source>Why %1 did that:</source>
        <comment>%1 a name</comment>
        <translation>Hvorfor %1 gjorde det:</translation>
    </message>
    <message>
        <source>Why %1 laid %2:</source>
        <comment>%1 a name, %2 a tile</comment>
        <translation>Hvorfor %1 lagde %2:</translation>
    </message>
</context>
<context>
    <name>ZoomMenu</name>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Normal størrelse</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
</context>
</TS>
