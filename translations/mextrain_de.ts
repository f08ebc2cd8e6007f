<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>Mexican Train dominoes with sets from double-6 to double-15 and your family&apos;s own rules, against computers or with people at this computer and at other computers.</source>
        <translation>Mexican-Train-Domino mit Sätzen von Doppel-6 bis Doppel-15 und den Hausregeln deiner Familie, gegen Computerspieler oder mit Menschen an diesem und an anderen Computern.</translation>
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
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>%1 an %2 zu legen</translation>
    </message>
    <message>
        <source>%1&apos;s review:</source>
        <translation>Rückblick für %1:</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to see this position in the replay viewer, with both moves.</source>
        <translation>Klicken zeigt diese Stellung in der Wiedergabe, mit beiden Spielzügen.</translation>
    </message>
    <message>
        <source>Decisions another move would have done better</source>
        <translation>Entscheidungen, bei denen ein anderer Spielzug besser gewesen wäre</translation>
    </message>
    <message>
        <source>Every move you made in this game was sound: Hard&apos;s search found no other move clearly better.</source>
        <translation>Jeder deiner Spielzüge in diesem Spiel war gut: Die Suche von „Schwer“ fand keinen deutlich besseren.</translation>
    </message>
    <message>
        <source>Every move you made this round was sound: Hard&apos;s search found no other move clearly better.</source>
        <translation>Jeder deiner Spielzüge in dieser Runde war gut: Die Suche von „Schwer“ fand keinen deutlich besseren.</translation>
    </message>
    <message>
        <source>Hard&apos;s search looks at each of your decisions from what you could see then, and names the ones where another move was clearly better.</source>
        <translation>Die Suche von „Schwer“ prüft jede deiner Entscheidungen mit dem, was du damals sehen konntest, und nennt die, bei denen ein anderer Spielzug deutlich besser war.</translation>
    </message>
    <message>
        <source>How could I have played &amp;better in this game?</source>
        <translation>Wie hätte ich in diesem Spiel &amp;besser spielen können?</translation>
    </message>
    <message>
        <source>How could I have played &amp;better?</source>
        <translation>Wie hätte ich &amp;besser spielen können?</translation>
    </message>
    <message>
        <source>Judging your decisions…</source>
        <translation>Deine Entscheidungen werden beurteilt…</translation>
    </message>
    <message>
        <source>Judging your decisions… %1 of %2</source>
        <translation>Deine Entscheidungen werden beurteilt… %1 von %2</translation>
    </message>
    <message>
        <source>Round %1, your turn %2:</source>
        <translation>Runde %1, als du zum %2. Mal dran warst:</translation>
    </message>
    <message>
        <source>The coach could not judge these decisions.</source>
        <translation>Der Trainer konnte diese Entscheidungen nicht beurteilen.</translation>
    </message>
    <message>
        <source>The coach was stopped before it judged every decision.</source>
        <translation>Der Trainer wurde angehalten, bevor er jede Entscheidung beurteilt hatte.</translation>
    </message>
    <message>
        <source>The coach&apos;s progress</source>
        <translation>Fortschritt des Trainers</translation>
    </message>
    <message>
        <source>The costliest decisions of the game, as Hard&apos;s search sees them.</source>
        <translation>Die teuersten Entscheidungen des Spiels, wie die Suche von „Schwer“ sie sieht.</translation>
    </message>
    <message>
        <source>Where another move was clearly better, as Hard&apos;s search sees it.</source>
        <translation>Wo ein anderer Spielzug deutlich besser war, wie die Suche von „Schwer“ es sieht.</translation>
    </message>
    <message>
        <source>You had no choice to make: every move was the only one.</source>
        <translation>Du hattest keine Wahl: Jeder Spielzug war der einzig mögliche.</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>zu ziehen</translation>
    </message>
    <message>
        <source>drew</source>
        <comment>after &apos;you&apos;: drew a tile</comment>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>ended the starting run</source>
        <comment>after &apos;you&apos;</comment>
        <translation>die Reihe zum Rundenstart beendet</translation>
    </message>
    <message>
        <source>ending the starting run</source>
        <translation>die Reihe zum Rundenstart zu beenden</translation>
    </message>
    <message>
        <source>it comes out better in the search&apos;s playouts</source>
        <translation>das schneidet in den Probespielen der Suche besser ab</translation>
    </message>
    <message>
        <source>it covers the double</source>
        <translation>damit bedienst du den Pasch</translation>
    </message>
    <message numerus="yes">
        <source>it keeps a row of %n tile(s) for your train</source>
        <translation>
            <numerusform>damit bleibt dir eine Kette aus %n Stein für deinen eigenen Zug</numerusform>
            <numerusform>damit bleibt dir eine Kette aus %n Steinen für deinen eigenen Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>it keeps your own train going</source>
        <translation>damit läuft dein eigener Zug weiter</translation>
    </message>
    <message numerus="yes">
        <source>it leaves about %n point(s) fewer in your hand at the round&apos;s end</source>
        <translation>
            <numerusform>damit bleibt dir am Rundenende etwa %n Punkt weniger auf der Hand</numerusform>
            <numerusform>damit bleiben dir am Rundenende etwa %n Punkte weniger auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>it lifts the marker off your train</source>
        <translation>damit kommt die Markierung von deinem eigenen Zug</translation>
    </message>
    <message>
        <source>laid %1 on %2</source>
        <comment>after &apos;you&apos;; %1 a tile, %2 a train</comment>
        <translation>%1 an %2 gelegt</translation>
    </message>
    <message>
        <source>passed</source>
        <comment>after &apos;you&apos;</comment>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>auszusetzen</translation>
    </message>
    <message>
        <source>you %1; %2 was better: %3 (Hard&apos;s estimate).</source>
        <comment>%1 what you did, %2 the better move, %3 why</comment>
        <translation>Du hast %1; %2 wäre besser gewesen: %3 (Schätzung von „Schwer“).</translation>
    </message>
</context>
<context>
    <name>EmptyTable</name>
    <message>
        <source>No game on the table. Start one, or play with others:</source>
        <translation>Kein Spiel auf dem Tisch. Beginne eins oder spiele mit anderen:</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Let Them Sit Down</source>
        <translation>&amp;Platz nehmen lassen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Jetzt nicht</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Take a Seat</source>
        <translation>Platz nehmen</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>An unfinished game was found. Do you want to go on with it?</source>
        <translation>Es gibt ein angefangenes Spiel. Möchtest du es weiterspielen?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Do the same from now on</source>
        <translation>Ab jetzt immer so</translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation>Spielprotokoll exportieren</translation>
    </message>
    <message>
        <source>Game number %1, round %2 of %3. Points so far: %4.</source>
        <translation>Spielnummer %1, Runde %2 von %3. Punkte bisher: %4.</translation>
    </message>
    <message>
        <source>Mexican Train games (*.json *.jsonl);;All files (*)</source>
        <translation>Mexican-Train-Spiele (*.json *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Mexican Train games (*.json)</source>
        <translation>Mexican-Train-Spiele (*.json)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not a saved game.</source>
        <translation>Die Datei ist beschädigt oder unvollständig: Sie ist kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>Die Datei ist viel zu groß für ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>The file is not a Mexican Train game.</source>
        <translation>Die Datei ist kein Mexican-Train-Spiel.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The file was saved by another version of the game.</source>
        <translation>Die Datei wurde mit einer anderen Version des Spiels gespeichert.</translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation>Das Spiel konnte nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>The game in the file breaks the rules, so it cannot be continued.</source>
        <translation>Das Spiel in der Datei verstößt gegen die Regeln und kann deshalb nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The game in the file has a rule set this version cannot play (%1), so it cannot be continued.</source>
        <translation>Das Spiel in der Datei hat einen Regelsatz, den diese Version nicht spielen kann (%1), und kann deshalb nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The game you left is kept in %1.</source>
        <translation>Das verlassene Spiel liegt in %1.</translation>
    </message>
    <message>
        <source>This game is not over yet. Watching shows every hand face up, so only a finished game can be watched.</source>
        <translation>Dieses Spiel ist noch nicht zu Ende. Beim Ansehen liegt jede Hand offen, darum lässt sich nur ein beendetes Spiel ansehen.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Angefangenes Spiel</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>%1 (computer)</source>
        <comment>a seat in the side panel</comment>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>%1 (person)</source>
        <comment>a seat in the side panel</comment>
        <translation>%1 (Mensch)</translation>
    </message>
    <message>
        <source>%1 plays next: pass the computer to %1.</source>
        <comment>%1 is a person&apos;s name</comment>
        <translation>Als Nächstes spielt %1: Gib den Computer an %1 weiter.</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <comment>the rack&apos;s owner; %1 is a person&apos;s name</comment>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn: pass the computer to %2.</source>
        <comment>%1 and %2 are a person&apos;s name; %1 is the possessive one (i18n.possessive)</comment>
        <translation>%1 ist dran: Gib den Computer an %2 weiter.</translation>
    </message>
    <message>
        <source>&amp;Show %1&apos;s hand</source>
        <comment>a button; %1 is a person&apos;s name</comment>
        <translation>Hand von %1 z&amp;eigen</translation>
    </message>
    <message>
        <source>Player 1</source>
        <comment>the first seat&apos;s person, not named in New Game</comment>
        <translation>Spieler 1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>%1 (Hard&apos;s search, %n deal(s))</source>
        <comment>%1 the reason; deals of the tiles you cannot see</comment>
        <translation>
            <numerusform>%1 (Suche von „Schwer“, %n Verteilung)</numerusform>
            <numerusform>%1 (Suche von „Schwer“, %n Verteilungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>%1 an %2</translation>
    </message>
    <message>
        <source>%1 took back their last move.</source>
        <translation>%1 hat den letzten Spielzug zurückgenommen.</translation>
    </message>
    <message>
        <source>%1; Hard&apos;s search agrees</source>
        <comment>%1 the rule of thumb&apos;s reason</comment>
        <translation>%1; die Suche von „Schwer“ stimmt zu</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Another person has moved since your last move: it cannot be taken back.</source>
        <translation>Seit deinem letzten Spielzug hat ein anderer Mensch gespielt: Er lässt sich nicht mehr zurücknehmen.</translation>
    </message>
    <message>
        <source>Hard&apos;s search found it the best move</source>
        <translation>die Suche von „Schwer“ fand diesen Spielzug am besten</translation>
    </message>
    <message>
        <source>Hint: %1 on %2 – %3.</source>
        <comment>%1 a tile, %2 a train, %3 the reason</comment>
        <translation>Tipp: %1 an %2 – %3.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <comment>%1 is the reason, e.g. no tile fits: draw</comment>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>Make the move taken back again (Ctrl+Shift+Z)</source>
        <translation>Den zurückgenommenen Spielzug noch einmal machen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>No game is in play.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>Nothing to redo: no move was taken back since your last move.</source>
        <translation>Nichts wiederherzustellen: Seit deinem letzten Spielzug wurde nichts zurückgenommen.</translation>
    </message>
    <message>
        <source>Take back your last move and the computer players&apos; moves after it (Ctrl+Z)</source>
        <translation>Deinen letzten Spielzug und die Spielzüge der Computerspieler danach zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>The computer is being handed to the next person: nothing can be taken back now.</source>
        <translation>Der Computer geht gerade an den nächsten Menschen: Jetzt lässt sich nichts zurücknehmen.</translation>
    </message>
    <message>
        <source>The move taken back was made again.</source>
        <translation>Der zurückgenommene Spielzug wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>The round is over: a finished round cannot be taken back.</source>
        <translation>Die Runde ist vorbei: Eine beendete Runde lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>Undo cannot go back past a draw: a tile drawn from the boneyard stays drawn, so Undo never shows what lies in the boneyard.</source>
        <translation>Rückgängig geht nicht hinter einen gezogenen Stein zurück: Ein Stein aus dem Vorrat bleibt gezogen, so verrät Rückgängig nie, was im Vorrat liegt.</translation>
    </message>
    <message>
        <source>Undo works only in a game against computer players.</source>
        <translation>Rückgängig geht nur in einem Spiel gegen Computerspieler.</translation>
    </message>
    <message>
        <source>You have made no move in this round to take back.</source>
        <translation>Du hast in dieser Runde noch nichts gespielt, was sich zurücknehmen ließe.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Du hast deinen letzten Spielzug zurückgenommen.</translation>
    </message>
    <message>
        <source>a double you can cover yourself</source>
        <translation>ein Pasch, den du selbst bedienen kannst</translation>
    </message>
    <message>
        <source>a double: you play again, and nobody must cover it</source>
        <translation>ein Pasch: du bist gleich noch einmal dran, und niemand muss ihn bedienen</translation>
    </message>
    <message>
        <source>covers the double so nobody else must</source>
        <translation>bedient den Pasch, damit es kein anderer muss</translation>
    </message>
    <message>
        <source>covers the open double</source>
        <translation>bedient den offenen Pasch</translation>
    </message>
    <message>
        <source>does not leave a double as your last tile</source>
        <translation>lässt dir keinen Pasch als letzten Stein</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>ending the starting run</source>
        <translation>dem Ende der Reihe zum Rundenstart</translation>
    </message>
    <message>
        <source>ends your starting run</source>
        <translation>beendet deine Reihe zum Rundenstart</translation>
    </message>
    <message>
        <source>gets rid of heavy tiles</source>
        <translation>wird Steine mit vielen Augen los</translation>
    </message>
    <message>
        <source>goes on with your starting run</source>
        <translation>setzt deine Reihe zum Rundenstart fort</translation>
    </message>
    <message numerus="yes">
        <source>keeps %n tiles that fit your own train (%1 keeps fewer)</source>
        <comment>%1 another move, e.g. 3|5 on the Mexican Train</comment>
        <translation>
            <numerusform>behält %n Stein, der an deinen eigenen Zug passt (%1 behält weniger)</numerusform>
            <numerusform>behält %n Steine, die an deinen eigenen Zug passen (%1 behält weniger)</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps back a double you cannot cover</source>
        <translation>hält einen Pasch zurück, den du nicht bedienen kannst</translation>
    </message>
    <message>
        <source>keeps different numbers open</source>
        <translation>lässt verschiedene Zahlen offen</translation>
    </message>
    <message>
        <source>keeps your row for your own train</source>
        <translation>spart deine Kette für deinen eigenen Zug auf</translation>
    </message>
    <message>
        <source>lays the next tile of your longest row</source>
        <translation>legt den nächsten Stein deiner längsten Kette an</translation>
    </message>
    <message>
        <source>leaves fewer pips: about %1 instead of %2 after %3</source>
        <comment>%1 and %2 numbers of pips, %3 another move, e.g. 3|5 on the Mexican Train</comment>
        <translation>lässt weniger Augen übrig: etwa %1 statt %2 nach %3</translation>
    </message>
    <message>
        <source>lifts the marker off your train</source>
        <translation>nimmt die Markierung von deinem eigenen Zug</translation>
    </message>
    <message>
        <source>no tile fits: draw</source>
        <translation>kein Stein passt: aus dem Vorrat ziehen</translation>
    </message>
    <message>
        <source>nothing fits: pass</source>
        <translation>nichts passt: aussetzen</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>starts your longest row</source>
        <translation>beginnt deine längste Kette</translation>
    </message>
    <message>
        <source>the best of the tiles that fit, all things weighed</source>
        <translation>alles in allem der beste der passenden Steine</translation>
    </message>
    <message>
        <source>the only tile that fits</source>
        <translation>der einzige Stein, der passt</translation>
    </message>
    <message>
        <source>the only tile that fits, and any of its trains will do</source>
        <translation>der einzige Stein, der passt, und jeder Zug, an den er passt, ist gleich gut</translation>
    </message>
    <message>
        <source>the only tile that fits, on the best of its trains, all things weighed</source>
        <translation>der einzige Stein, der passt, alles in allem auf dem besten Zug für ihn</translation>
    </message>
    <message>
        <source>your last tile: you go out</source>
        <translation>dein letzter Stein: Damit gehst du aus</translation>
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
        <translation>Tisch von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Game server:</source>
        <translation>&amp;Spielserver:</translation>
    </message>
    <message>
        <source>&amp;Open the Lobby</source>
        <translation>Lobby &amp;öffnen</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>Plät&amp;ze:</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Name des &amp;Tischs:</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Wo:</translation>
    </message>
    <message>
        <source>A computer plays for someone &amp;away after:</source>
        <translation>Ein Computer übernimmt für &amp;Abwesende nach:</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>&amp;Reihe zum Rundenstart erlauben</translation>
    </message>
    <message>
        <source>At a game server on the internet (nobody opens a port)</source>
        <translation>Auf einem Spielserver im Internet (niemand öffnet einen Port)</translation>
    </message>
    <message>
        <source>Full game (%1)</source>
        <translation>Volles Spiel (%1)</translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation>Spiel&amp;länge:</translation>
    </message>
    <message>
        <source>Host a Table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;geln:</translation>
    </message>
    <message>
        <source>Short game (%1)</source>
        <translation>Kurzes Spiel (%1)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>e.g. Kitchen table</source>
        <translation>z. B. Küchentisch</translation>
    </message>
    <message>
        <source>e.g. games.example.org or 203.0.113.5:47124</source>
        <translation>z. B. games.example.org oder 203.0.113.5:47124</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>%1 You can watch it, and take a seat when one is free.</source>
        <translation>%1 Du kannst zuschauen und dich setzen, sobald ein Platz frei wird.</translation>
    </message>
    <message>
        <source>%1 invites you to the table “%2”.</source>
        <translation>%1 lädt dich an den Tisch „%2“ ein.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a found table&apos;s line, then the name of its rule set</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free · %4</source>
        <translation>%1 · %2 von %3 Plätzen frei · %4</translation>
    </message>
    <message>
        <source>%1 · full · %2</source>
        <translation>%1 · voll besetzt · %2</translation>
    </message>
    <message>
        <source>%1 · playing · %2</source>
        <translation>%1 · Spiel läuft · %2</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <source>Ask the host for the address, the port and the join code.</source>
        <translation>Frag den Gastgeber nach Adresse, Port und Beitrittscode.</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>Beitritts&amp;code:</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Einem Tisch beitreten</translation>
    </message>
    <message>
        <source>No seat is free at this table now: you can watch it, and take a seat when one is free</source>
        <translation>An diesem Tisch ist gerade kein Platz frei: Du kannst zuschauen und dich setzen, sobald ein Platz frei wird</translation>
    </message>
    <message>
        <source>No tables found yet. If the host told you an address, type it below.</source>
        <translation>Noch keine Tische gefunden. Wenn dir der Gastgeber eine Adresse genannt hat, gib sie unten ein.</translation>
    </message>
    <message>
        <source>Searching for tables on your network…</source>
        <translation>Suche nach Tischen in deinem Netzwerk…</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Tische in deinem Netzwerk:</translation>
    </message>
    <message>
        <source>The invitation filled in the table&apos;s address, port and join code. Give your name and join.</source>
        <translation>Die Einladung hat Adresse, Port und Beitrittscode des Tisches schon eingetragen. Gib deinen Namen ein und tritt bei.</translation>
    </message>
    <message>
        <source>Watch the table without a seat; you can take a free seat later</source>
        <translation>Dem Tisch ohne Platz zuschauen; einen freien Platz kannst du später nehmen</translation>
    </message>
    <message>
        <source>You are invited to the table “%1”.</source>
        <translation>Du bist an den Tisch „%1“ eingeladen.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>z. B. 192.168.1.20</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <comment>View menu: the submenu that lists the languages</comment>
        <translation>&amp;Sprache</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <source>&amp;Go On Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Host a Table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <source>&amp;Join a Table</source>
        <translation>Einem Tisch &amp;beitreten</translation>
    </message>
    <message>
        <source>&amp;Open the Other Game</source>
        <translation>Das andere Spiel ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Start a New Game</source>
        <translation>Neues &amp;Spiel beginnen</translation>
    </message>
    <message>
        <source>Host a Table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Einem Tisch beitreten</translation>
    </message>
    <message>
        <source>Leave the game in play and host a table?</source>
        <translation>Das laufende Spiel verlassen und einen Tisch eröffnen?</translation>
    </message>
    <message>
        <source>Leave the game in play and join a table?</source>
        <translation>Das laufende Spiel verlassen und einem Tisch beitreten?</translation>
    </message>
    <message>
        <source>Leave the game in play and open “%1”?</source>
        <comment>%1 a file name</comment>
        <translation>Das laufende Spiel verlassen und „%1“ öffnen?</translation>
    </message>
    <message>
        <source>Leave the game in play and start a new one?</source>
        <translation>Das laufende Spiel verlassen und ein neues beginnen?</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>The game in play is saved either way: Game &gt; Open continues it from the file %1 in the folder %2.</source>
        <translation>Das laufende Spiel wird in jedem Fall gespeichert: Mit Spiel &gt; Öffnen geht es aus der Datei %1 im Ordner %2 weiter.</translation>
    </message>
    <message>
        <source>The game you left is kept in %1.</source>
        <translation>Das verlassene Spiel ist in %1 gespeichert.</translation>
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
        <translation>%1: Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Ada has no tile for her own train or the Mexican Train, so she must draw one from the boneyard.</source>
        <translation>Ada hat keinen Stein für ihren eigenen Zug oder den gemeinsamen Zug, also zieht sie einen aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Ada is down to one tile too.</source>
        <translation>Auch Ada hat nur noch einen Stein.</translation>
    </message>
    <message>
        <source>Ada lays on your train: your marker lets everyone lay there.</source>
        <translation>Ada legt an deinen eigenen Zug an: Deine Markierung erlaubt allen, dort anzulegen.</translation>
    </message>
    <message>
        <source>Ada starts her own train.</source>
        <translation>Ada beginnt ihren eigenen Zug.</translation>
    </message>
    <message>
        <source>Ada&apos;s train carries a marker, so you may lay there too. Lay %1 on Ada&apos;s train.</source>
        <translation>Der Zug von Ada trägt eine Markierung, also darfst auch du dort anlegen. Lege %1 an den Zug von Ada.</translation>
    </message>
    <message>
        <source>Boris has no tile to cover it, so he must draw.</source>
        <translation>Boris hat keinen Stein, um ihn zu bedienen, also zieht er.</translation>
    </message>
    <message>
        <source>Boris is down to one tile, and the game tells everyone.</source>
        <translation>Boris hat nur noch einen Stein, und das Spiel sagt es allen.</translation>
    </message>
    <message>
        <source>Boris lays on Ada&apos;s train, which carries a marker.</source>
        <translation>Boris legt an den Zug von Ada an, denn dort liegt eine Markierung.</translation>
    </message>
    <message>
        <source>Boris lays on his own train: that lifts his marker.</source>
        <translation>Boris legt an seinen eigenen Zug an: Damit nimmt er seine Markierung weg.</translation>
    </message>
    <message>
        <source>Boris lays on the Mexican Train too.</source>
        <translation>Boris legt ebenfalls an den gemeinsamen Zug an.</translation>
    </message>
    <message>
        <source>Boris lays the double 4|4 and plays again: first he must cover it.</source>
        <translation>Boris legt den Pasch 4|4 und ist gleich noch einmal dran: Zuerst muss er ihn bedienen.</translation>
    </message>
    <message>
        <source>Boris left his double open: whoever plays next must cover it, on any train. Lay %1 on it.</source>
        <translation>Boris hat seinen Pasch offen gelassen: Wer als Nächstes dran ist, muss ihn bedienen, egal an welchem Zug. Lege %1 daran.</translation>
    </message>
    <message>
        <source>Boris must draw, nothing fits, and he passes.</source>
        <translation>Boris zieht, nichts passt, und er setzt aus.</translation>
    </message>
    <message>
        <source>First read the note above, then press the button beside it.</source>
        <translation>Lies zuerst den Hinweis oben und drücke dann die Schaltfläche daneben.</translation>
    </message>
    <message>
        <source>Lay %1 on %2 or on %3.</source>
        <comment>%1 a tile, %2 and %3 trains</comment>
        <translation>Lege %1 an %2 oder an %3.</translation>
    </message>
    <message>
        <source>Lay %1 on %2.</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>Lege %1 an %2.</translation>
    </message>
    <message>
        <source>Lay %1 on your own train: that lifts your marker, and your train is yours alone again.</source>
        <translation>Lege %1 an deinen eigenen Zug: Damit nimmst du deine Markierung weg, und dein eigener Zug gehört wieder dir allein.</translation>
    </message>
    <message>
        <source>Lay the double %1 on your own train. Whoever lays a double plays again at once.</source>
        <translation>Lege den Pasch %1 an deinen eigenen Zug. Wer einen Pasch legt, ist sofort noch einmal dran.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>None of your tiles fits your own train, the Mexican Train or Ada&apos;s train (it carries a marker), so you must draw a tile from the boneyard: press Draw (D).</source>
        <translation>Keiner deiner Steine passt an deinen eigenen Zug, den gemeinsamen Zug oder den Zug von Ada (er trägt eine Markierung), also musst du einen Stein aus dem Vorrat ziehen: Drücke Ziehen (D).</translation>
    </message>
    <message>
        <source>Nothing fits again: draw a tile (D).</source>
        <translation>Wieder passt nichts: Zieh einen Stein (D).</translation>
    </message>
    <message>
        <source>Press Draw (D).</source>
        <translation>Drücke Ziehen (D).</translation>
    </message>
    <message>
        <source>Press Pass (P).</source>
        <translation>Drücke Aussetzen (P).</translation>
    </message>
    <message>
        <source>Start your own train: drag %1 onto the row “Your train”. The first tile of every train must carry the engine&apos;s number, 12.</source>
        <translation>Beginne deinen eigenen Zug: Schiebe %1 auf „Dein eigener Zug“. Der erste Stein jedes Zuges muss die Zahl der Lokomotive tragen, die 12.</translation>
    </message>
    <message>
        <source>The Mexican Train belongs to everyone: anyone may lay on it on any turn. Start it: drag %1 onto the Mexican Train.</source>
        <translation>Der gemeinsame Zug, der „Mexican Train“, gehört allen: Wer dran ist, darf immer daran anlegen. Beginne ihn: Schiebe %1 auf den gemeinsamen Zug.</translation>
    </message>
    <message>
        <source>The drawn tile does not cover the double: Boris passes and gets a marker. The double stays open for the next seat.</source>
        <translation>Der gezogene Stein bedient den Pasch nicht: Boris setzt aus und bekommt eine Markierung. Der Pasch bleibt offen für den Nächsten.</translation>
    </message>
    <message>
        <source>The drawn tile does not fit either: Ada passes, and a marker (the small locomotive) goes on her train. Now everyone may lay there.</source>
        <translation>Auch der gezogene Stein passt nicht: Ada setzt aus, und ihr Zug bekommt eine Markierung (das kleine Symbol am Zug). Jetzt dürfen alle dort anlegen.</translation>
    </message>
    <message>
        <source>The drawn tile fits nowhere, so you pass (P). A marker goes on your train: until you lay on it yourself, everyone may lay there.</source>
        <translation>Der gezogene Stein passt nirgends, also setzt du aus (P). Dein eigener Zug bekommt eine Markierung: Bis du selbst wieder daran anlegst, dürfen alle dort anlegen.</translation>
    </message>
    <message>
        <source>The round is over. Everyone adds the pips left in their hand to their points: %1. The 0|0 tile counts 50, not 0; you went out and add nothing. After the last round the lowest total wins.</source>
        <comment>%1 lists each seat and its points</comment>
        <translation>Die Runde ist vorbei. Alle zählen die Augen der Steine in ihrer Hand zu ihren Punkten: %1. Der Stein 0|0 zählt 50, nicht 0; du bist ausgegangen und bekommst nichts dazu. Nach der letzten Runde gewinnt, wer die wenigsten Punkte hat.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step asks for another move.</source>
        <translation>Die Regeln erlauben das, aber dieser Schritt verlangt einen anderen Spielzug.</translation>
    </message>
    <message>
        <source>Wait: %1 is playing.</source>
        <translation>Warte: %1 ist dran.</translation>
    </message>
    <message>
        <source>Welcome! This round teaches Mexican Train by playing it, against Ada and Boris. The double 12|12 in the middle is the engine: every train starts from it. In a real game each of you is dealt 15 tiles; here 7, so that the round is short. Whoever is first to lay all their tiles wins the round.</source>
        <translation>Willkommen! Diese Runde bringt dir Mexican Train beim Spielen bei, gegen Ada und Boris. Der Pasch 12|12 in der Mitte ist die Lokomotive: Jeder Zug beginnt an ihr. Im echten Spiel bekommt jeder 15 Steine; hier 7, damit die Runde kurz ist. Wer zuerst alle seine Steine gelegt hat, gewinnt die Runde.</translation>
    </message>
    <message>
        <source>You drew %1, and it fits your own train: a drawn tile that fits is laid at once. Lay it there.</source>
        <translation>Du hast %1 gezogen, und er passt an deinen eigenen Zug: Ein gezogener Stein, der passt, wird sofort gelegt. Lege ihn dort an.</translation>
    </message>
    <message>
        <source>You have one tile left, and everyone was told, as when Boris and Ada got down to one. Lay your last tile %1 where it fits and you go out: the round ends at once.</source>
        <translation>Du hast nur noch einen Stein, und alle wurden benachrichtigt, wie vorhin bei Boris und Ada. Lege deinen letzten Stein %1 dort an, wo er passt, und du bist draußen: Die Runde endet sofort.</translation>
    </message>
    <message>
        <source>Your double is open, and an open double must be covered before anything else. Cover it: lay %1 on it.</source>
        <translation>Dein Pasch ist offen, und ein offener Pasch muss vor allem anderen bedient werden. Bediene ihn: Lege %1 daran.</translation>
    </message>
</context>
<context>
    <name>LessonCard</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Leave the Lesson</source>
        <translation>Lektion &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Los geht’s</translation>
    </message>
    <message>
        <source>Back to the game you were playing; Help &gt; Learn to Play starts the lesson again.</source>
        <translation>Zurück zu deinem Spiel; Hilfe &gt; Spielen lernen beginnt die Lektion von vorn.</translation>
    </message>
    <message>
        <source>Fi&amp;nish</source>
        <translation>&amp;Fertig</translation>
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
        <translation>%1 (an einem Computer)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Tisch schließen</translation>
    </message>
    <message>
        <source>&amp;Fill Open Seats with Computers</source>
        <translation>Freie Plätze mit &amp;Computern besetzen</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>A few set words such as “Nice move!”, shown beside the seat that sent them; no free text.</source>
        <translation>Ein paar feste Worte wie „Guter Spielzug!“, neben dem Platz gezeigt, von dem sie kommen; kein freier Text.</translation>
    </message>
    <message>
        <source>Add a Perso&amp;n at This Computer</source>
        <translation>Weitere Person an diesem Computer &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Allow reactions across the &amp;table</source>
        <translation>Reaktionen am Tisch &amp;zulassen</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>&amp;Reihe zum Rundenstart erlauben</translation>
    </message>
    <message>
        <source>Co&amp;py Code</source>
        <translation>Code ko&amp;pieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Copy &amp;Invitation</source>
        <translation>&amp;Einladung kopieren</translation>
    </message>
    <message>
        <source>Every seat is taken: press Start.</source>
        <translation>Alle Plätze sind besetzt: klick auf „Starten“.</translation>
    </message>
    <message>
        <source>Full game (%1)</source>
        <translation>Volles Spiel (%1)</translation>
    </message>
    <message>
        <source>If someone is &amp;away:</source>
        <translation>Wenn jemand &amp;abwesend ist:</translation>
    </message>
    <message>
        <source>Join code: read it out to the others</source>
        <translation>Beitrittscode: lies ihn den anderen vor</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;geln:</translation>
    </message>
    <message>
        <source>Short game (%1)</source>
        <translation>Kurzes Spiel (%1)</translation>
    </message>
    <message>
        <source>Someone sharing this computer takes a seat of their own; the computer is passed round between you, as at a local game.</source>
        <translation>Wer an diesem Computer mitspielt, bekommt einen eigenen Platz; der Computer wird zwischen euch weitergereicht, wie bei einem Spiel an einem Computer.</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can join (port %1).</source>
        <translation>Dieser Computer ist in keinem Netzwerk: Nur dieser Computer kann beitreten (Port %1).</translation>
    </message>
    <message>
        <source>To join by hand, type the address %1 and the port %2.</source>
        <translation>Zum Beitreten von Hand: Adresse %1 und Port %2 eingeben.</translation>
    </message>
    <message>
        <source>Waiting for %1 to answer Play Again…</source>
        <translation>Warten auf die Antwort von %1 auf „Noch einmal spielen“…</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Warten auf Mitspieler…</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Warten, bis der Gastgeber das Spiel startet…</translation>
    </message>
    <message>
        <source>no reactions</source>
        <translation>keine Reaktionen</translation>
    </message>
    <message>
        <source>no starting run</source>
        <translation>ohne Reihe zum Rundenstart</translation>
    </message>
    <message>
        <source>starting run allowed</source>
        <translation>Reihe zum Rundenstart erlaubt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s pro Spielzug</translation>
    </message>
    <message>
        <source>&amp;About Mexican Train</source>
        <translation>Ü&amp;ber Mexican Train</translation>
    </message>
    <message>
        <source>&amp;Export Record…</source>
        <translation>Protokoll e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Host a Table…</source>
        <translation>Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>So&amp;fort</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>Einem Tisch be&amp;itreten…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>Spiel&amp;zug</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Einste&amp;llungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Score Sheet</source>
        <translation>&amp;Punktetabelle</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Speed of the computer players</source>
        <translation>&amp;Tempo der Computerspieler</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Thinking Time of Hard Players</source>
        <translation>&amp;Bedenkzeit der Computerspieler „Schwer“</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Watch a Game…</source>
        <translation>Spiel an&amp;sehen…</translation>
    </message>
    <message>
        <source>Game number %1</source>
        <extracomment>where the game just left is kept, said again once the next game is dealt (ui/window/leave_game.py)</extracomment>
        <translation>Spielnummer %1</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Einstellungen zurückgesetzt</translation>
    </message>
    <message>
        <source>Show &amp;Numerals on Tiles</source>
        <translation>&amp;Ziffern statt Augen zeigen</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The game met an unexpected error. Your game was saved, and the error was written to the log file; you can play on.</source>
        <translation>Im Spiel ist ein unerwarteter Fehler aufgetreten. Dein Spiel wurde gespeichert und der Fehler in die Logdatei geschrieben; du kannst weiterspielen.</translation>
    </message>
    <message>
        <source>The settings file was damaged, so the game started with its defaults.</source>
        <translation>Die Einstellungsdatei war beschädigt, deshalb wurde das Spiel mit den Standardeinstellungen gestartet.</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>%1

Ask the host to read out the words their lobby shows (in English, whatever the language). Join only if they are the same: if they differ, someone between you and the table may be pretending to be it.</source>
        <translation>%1

Bitte den Gastgeber, dir die Wörter aus seiner Lobby vorzulesen (auf Englisch, egal in welcher Sprache). Tritt nur bei, wenn sie gleich sind: Wenn sie abweichen, gibt sich vielleicht jemand zwischen dir und dem Tisch als der Tisch aus.</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Close the Table and Quit</source>
        <translation>Tisch schließen und &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Do Not Join</source>
        <translation>&amp;Nicht beitreten</translation>
    </message>
    <message>
        <source>&amp;End It for Everyone and Quit</source>
        <translation>Tisch für alle &amp;schließen und beenden</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <extracomment>the table&apos;s opening the last view came from (`seq // SEQ_RUN`): a higher one, the table itself went</extracomment>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Leave the Table and Quit</source>
        <translation>Tisch verlassen und &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Name of the person at this computer:</source>
        <translation>&amp;Name der Person an diesem Computer:</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Jetzt nicht</translation>
    </message>
    <message>
        <source>&amp;Pause the Table and Quit</source>
        <translation>Tisch an&amp;halten und beenden</translation>
    </message>
    <message>
        <source>&amp;Rejoin the Table</source>
        <translation>Wieder am Tisch &amp;Platz nehmen</translation>
    </message>
    <message>
        <source>&amp;Reopen the Table</source>
        <translation>Tisch &amp;wieder eröffnen</translation>
    </message>
    <message>
        <source>&amp;Same Words: Join</source>
        <translation>&amp;Gleiche Wörter: beitreten</translation>
    </message>
    <message>
        <source>&amp;Stay at the Table</source>
        <translation>&amp;Am Tisch bleiben</translation>
    </message>
    <message>
        <source>&amp;Trust the New Certificate</source>
        <translation>Dem neuen Zertifikat &amp;vertrauen</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Noch einmal versuchen</translation>
    </message>
    <message>
        <source>Add a Person</source>
        <translation>Person hinzufügen</translation>
    </message>
    <message>
        <source>Another rule set</source>
        <translation>Anderer Regelsatz</translation>
    </message>
    <message>
        <source>Close the table “%1”? Still connected: %2.</source>
        <translation>Den Tisch „%1“ schließen? Noch verbunden: %2.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Tisch schließen?</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Alle Plätze sind besetzt.</translation>
    </message>
    <message>
        <source>Expected: %1
Shown: %2</source>
        <translation>Erwartet: %1
Gezeigt: %2</translation>
    </message>
    <message>
        <source>Is this the host&apos;s table?</source>
        <translation>Ist das der Tisch des Gastgebers?</translation>
    </message>
    <message>
        <source>Leave the table “%1” in the middle of the game?</source>
        <translation>Den Tisch „%1“ mitten im Spiel verlassen?</translation>
    </message>
    <message>
        <source>Leave the table “%1”?</source>
        <translation>Den Tisch „%1“ verlassen?</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Tisch verlassen?</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Beitritt nicht möglich</translation>
    </message>
    <message>
        <source>Not the table&apos;s certificate</source>
        <translation>Nicht das Zertifikat des Tisches</translation>
    </message>
    <message>
        <source>Pause the table: the others wait, and it reopens when you start the app again.
End it for everyone: the others&apos; game ends here; it is kept in your saves.</source>
        <translation>Tisch anhalten: Die anderen warten, und der Tisch wird wieder eröffnet, wenn du die App wieder startest.
Für alle schließen: Für die anderen endet das Spiel hier; es bleibt in deinen Spielständen erhalten.</translation>
    </message>
    <message>
        <source>Quit while the table plays?</source>
        <translation>Beenden, während am Tisch gespielt wird?</translation>
    </message>
    <message>
        <source>Quit while the table “%1” is playing? Still connected: %2.</source>
        <translation>Beenden, während am Tisch „%1“ gespielt wird? Noch verbunden: %2.</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>Zurück an den Tisch?</translation>
    </message>
    <message>
        <source>Reopen the table?</source>
        <translation>Tisch wieder eröffnen?</translation>
    </message>
    <message>
        <source>That is not a game server&apos;s address. Type it as name or name:port.</source>
        <translation>Das ist keine Adresse eines Spielservers. Gib sie als Name oder Name:Port ein.</translation>
    </message>
    <message>
        <source>The others play on; a computer plays your seat.</source>
        <translation>Die anderen spielen weiter; ein Computer übernimmt deinen Platz.</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Der Tisch konnte nicht eröffnet werden</translation>
    </message>
    <message>
        <source>The table could not be reached</source>
        <translation>Der Tisch ist nicht erreichbar</translation>
    </message>
    <message>
        <source>The table was closed</source>
        <translation>Der Tisch wurde geschlossen</translation>
    </message>
    <message>
        <source>The table “%1” was still playing when the app closed. Reopen it? The others&apos; apps reconnect by themselves.</source>
        <translation>Am Tisch „%1“ lief noch ein Spiel, als die App beendet wurde. Wieder eröffnen? Die Apps der anderen verbinden sich von selbst neu.</translation>
    </message>
    <message>
        <source>Their game ends here; the game is kept in your saves.</source>
        <translation>Für sie endet das Spiel hier; das Spiel bleibt in deinen Spielständen erhalten.</translation>
    </message>
    <message>
        <source>Their seats at this table are given up.</source>
        <translation>Ihre Plätze an diesem Tisch werden freigegeben.</translation>
    </message>
    <message>
        <source>These seats cannot play this rule set: %1</source>
        <translation>Mit diesen Plätzen lässt sich dieser Regelsatz nicht spielen: %1</translation>
    </message>
    <message>
        <source>This invitation cannot be used</source>
        <translation>Diese Einladung ist nicht verwendbar</translation>
    </message>
    <message>
        <source>This is the first time you join the table at %1. Its certificate&apos;s words are:</source>
        <translation>Du trittst dem Tisch unter %1 zum ersten Mal bei. Die Wörter seines Zertifikats sind:</translation>
    </message>
    <message>
        <source>You were playing at the table “%1” as %2 at this computer when the app closed. Rejoin it now? Your seats are kept for you.</source>
        <translation>Ihr habt am Tisch „%1“ an diesem Computer als %2 gespielt, als die App geschlossen wurde. Jetzt zurückkehren? Eure Plätze sind für euch frei gehalten.</translation>
    </message>
    <message>
        <source>You were playing at the table “%1” as %2 when the app closed. Rejoin it now? Your seat is kept for you.</source>
        <translation>Du hast am Tisch „%1“ als %2 gespielt, als die App geschlossen wurde. Jetzt zurückkehren? Dein Platz ist für dich frei gehalten.</translation>
    </message>
    <message>
        <source>Your seat there is given up.</source>
        <translation>Dein Platz dort wird freigegeben.</translation>
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
        <translation>%1 hat dich nicht Platz nehmen lassen.</translation>
    </message>
    <message>
        <source>%1 invites you to the Mexican Train table “%2”.

Click this link to join (your app asks only for your name):
%3

Mexican Train not installed? Install it, then choose Game &gt; Join a Table… and type the address %4, the port %5 and the join code %6.</source>
        <translation>%1 lädt dich an den Mexican-Train-Tisch „%2“ ein.

Klicke auf diesen Link, um beizutreten (deine App fragt nur nach deinem Namen):
%3

Mexican Train noch nicht installiert? Installiere es, wähle dann Spiel &gt; Einem Tisch beitreten… und gib die Adresse %4, den Port %5 und den Beitrittscode %6 ein.</translation>
    </message>
    <message>
        <source>%1 is away.</source>
        <translation>%1 ist abwesend.</translation>
    </message>
    <message>
        <source>%1 is away. If they are not back, a computer plays for them in %2.</source>
        <translation>%1 ist abwesend. Ist sie oder er nicht zurück, spielt in %2 ein Computer.</translation>
    </message>
    <message>
        <source>%1 is away. The table waits until they are back.</source>
        <translation>%1 ist abwesend. Der Tisch wartet, bis sie oder er wieder da ist.</translation>
    </message>
    <message>
        <source>%1 is away: a computer is choosing the move for now.</source>
        <translation>%1 ist abwesend: Vorerst wählt ein Computer den Spielzug.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 ist wieder da.</translation>
    </message>
    <message>
        <source>%1 left the table; a computer plays for them.</source>
        <translation>%1 hat den Tisch verlassen; ein Computer spielt den Platz weiter.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes, abbreviated</comment>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds, abbreviated</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 wants to play again.</source>
        <translation>%1 möchte noch einmal spielen.</translation>
    </message>
    <message>
        <source>%1 would like to take seat %2, which a computer plays since %3 left.</source>
        <translation>%1 möchte Platz %2 nehmen, den ein Computerspieler spielt, seit %3 gegangen ist.</translation>
    </message>
    <message>
        <source>%1, %2 wants to play again.</source>
        <translation>%1, %2 möchte noch einmal spielen.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>A computer covered %1 for you.</source>
        <translation>Ein Computer hat für dich %1 bedient.</translation>
    </message>
    <message>
        <source>A computer drew a tile for you.</source>
        <translation>Ein Computer hat für dich einen Stein gezogen.</translation>
    </message>
    <message>
        <source>A computer laid %1 on %2 for you.</source>
        <translation>Ein Computer hat für dich %1 an %2 gelegt.</translation>
    </message>
    <message>
        <source>A computer passed for you.</source>
        <translation>Ein Computer hat für dich ausgesetzt.</translation>
    </message>
    <message>
        <source>A computer plays for %1 until they are back.</source>
        <translation>Ein Computer spielt für %1, bis sie oder er wieder da ist.</translation>
    </message>
    <message>
        <source>A new game at this table with the same rules. Play, or leave the table: your seat is then free for someone else.</source>
        <translation>Ein neues Spiel an diesem Tisch mit denselben Regeln. Spiel mit oder verlass den Tisch: Dein Platz ist dann für jemand anderen frei.</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Abwesend</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connected to the table.</source>
        <translation>Mit dem Tisch verbunden.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Verbindung zum Tisch wird hergestellt…</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Expected: %1
Shown now: %2

If the host confirms the new words (the host&apos;s lobby shows them), choose Trust the New Certificate. If not, do not join.</source>
        <translation>Erwartet: %1
Jetzt gezeigt: %2

Wenn der Gastgeber die neuen Wörter bestätigt (seine Lobby zeigt sie), wähle „Dem neuen Zertifikat vertrauen“. Sonst tritt nicht bei.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>If someone is away, a computer plays for them after %1.</source>
        <translation>Wenn jemand abwesend ist, spielt nach %1 ein Computer für ihn.</translation>
    </message>
    <message>
        <source>If someone is away, the table waits for them.</source>
        <translation>Wenn jemand abwesend ist, wartet der Tisch auf ihn.</translation>
    </message>
    <message>
        <source>No computer of that name was found. Check the address you typed.</source>
        <translation>Es wurde kein Computer mit diesem Namen gefunden. Prüfe die eingegebene Adresse.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Nicht mit dem Tisch verbunden.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Port %1 cannot be opened (%2). Choose another port.</source>
        <translation>Port %1 lässt sich nicht öffnen (%2). Wähle einen anderen Port.</translation>
    </message>
    <message>
        <source>Port %1 is already used by another program, perhaps another table. Choose another port.</source>
        <translation>Port %1 wird schon von einem anderen Programm benutzt, vielleicht von einem anderen Tisch. Wähle einen anderen Port.</translation>
    </message>
    <message>
        <source>Someone else took the seat you asked for.</source>
        <translation>Jemand anderes hat den Platz genommen, um den du gebeten hast.</translation>
    </message>
    <message>
        <source>Someone else took the seat you asked for. You may take seat %1; a computer plays it until then.</source>
        <translation>Jemand anderes hat den Platz genommen, um den du gebeten hast. Du kannst Platz %1 nehmen; bis dahin spielt ihn ein Computer.</translation>
    </message>
    <message>
        <source>Sorry, every seat at this table is taken.</source>
        <translation>Leider sind alle Plätze an diesem Tisch besetzt.</translation>
    </message>
    <message>
        <source>That computer was found, but no table is open on that port. Check the port, and that the host has opened the lobby.</source>
        <translation>Der Computer wurde gefunden, aber auf diesem Port ist kein Tisch offen. Prüfe den Port und ob der Gastgeber die Lobby geöffnet hat.</translation>
    </message>
    <message>
        <source>The address in this invitation is not right. Ask the host to copy the invitation again.</source>
        <translation>Die Adresse in dieser Einladung stimmt nicht. Bitte den Gastgeber, die Einladung noch einmal zu kopieren.</translation>
    </message>
    <message>
        <source>The connection to the host was lost and could not be made again. The host&apos;s app may have stopped, or its computer left the network.</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen und ließ sich nicht wiederherstellen. Vielleicht wurde seine App beendet oder sein Computer ist nicht mehr im Netzwerk.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Die Verbindung zum Tisch ist verloren gegangen.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Das Spiel an diesem Tisch hat schon begonnen.</translation>
    </message>
    <message>
        <source>The game server asks to wait a moment before the next change.</source>
        <translation>Der Spielserver bittet, vor der nächsten Änderung einen Moment zu warten.</translation>
    </message>
    <message>
        <source>The game server did not answer. Try again in a moment.</source>
        <translation>Der Spielserver hat nicht geantwortet. Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The game server did not do that now: %1</source>
        <translation>Der Spielserver hat das jetzt nicht getan: %1</translation>
    </message>
    <message>
        <source>The game server no longer takes this app for the table&apos;s host.</source>
        <translation>Der Spielserver erkennt diese App nicht mehr als Gastgeber des Tisches an.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>The host refused (%1).</source>
        <translation>Der Gastgeber hat abgelehnt (%1).</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Der Gastgeber hat dich vom Tisch entfernt.</translation>
    </message>
    <message>
        <source>The join code in this invitation is not right. Ask the host to copy the invitation again.</source>
        <translation>Der Beitrittscode in dieser Einladung stimmt nicht. Bitte den Gastgeber, die Einladung noch einmal zu kopieren.</translation>
    </message>
    <message>
        <source>The join code is not right. Ask the host for it again.</source>
        <translation>Der Beitrittscode stimmt nicht. Frag den Gastgeber noch einmal danach.</translation>
    </message>
    <message>
        <source>The line to the host is down.</source>
        <translation>Die Verbindung zum Gastgeber ist unterbrochen.</translation>
    </message>
    <message>
        <source>The round so far: %1 moves. The last %2:</source>
        <translation>Die Runde bisher: %1 Spielzüge. Die letzten %2:</translation>
    </message>
    <message numerus="yes">
        <source>The round so far: %n move(s):</source>
        <translation>
            <numerusform>Die Runde bisher: %n Spielzug:</numerusform>
            <numerusform>Die Runde bisher: %n Spielzüge:</numerusform>
        </translation>
    </message>
    <message>
        <source>The seat was not given to you.</source>
        <translation>Der Platz wurde dir nicht gegeben.</translation>
    </message>
    <message>
        <source>The table at this address shows a different certificate than last time, so nothing was sent to it. The host may have a new computer or may have installed the app again; or someone between you and the table is pretending to be it.</source>
        <translation>Der Tisch unter dieser Adresse zeigt ein anderes Zertifikat als beim letzten Mal, darum wurde ihm nichts gesendet. Vielleicht hat der Gastgeber einen neuen Computer oder die App neu installiert; oder jemand zwischen dir und dem Tisch gibt sich als der Tisch aus.</translation>
    </message>
    <message>
        <source>The table cannot be reached. Check the address and the port, and that the host is running.</source>
        <translation>Der Tisch ist nicht erreichbar. Prüf Adresse und Port und ob das Spiel beim Gastgeber läuft.</translation>
    </message>
    <message>
        <source>The table did not show the certificate its invitation or its announcement named, so nothing was sent to it. Someone between you and the table may be pretending to be it. Ask the host for a new invitation.</source>
        <translation>Der Tisch zeigte nicht das Zertifikat, das seine Einladung oder seine Ankündigung nannte, darum wurde ihm nichts gesendet. Vielleicht gibt sich jemand zwischen dir und dem Tisch als der Tisch aus. Bitte den Gastgeber um eine neue Einladung.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>Der Tisch ist gerade beschäftigt. Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The table no longer knows your seat. Join again with the join code.</source>
        <translation>Der Tisch kennt deinen Platz nicht mehr. Tritt mit dem Beitrittscode neu bei.</translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n minute(s); it is back.</source>
        <translation>
            <numerusform>Der Tisch war %n Minute lang weg; er ist wieder da.</numerusform>
            <numerusform>Der Tisch war %n Minuten lang weg; er ist wieder da.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n second(s); it is back.</source>
        <translation>
            <numerusform>Der Tisch war %n Sekunde lang weg; er ist wieder da.</numerusform>
            <numerusform>Der Tisch war %n Sekunden lang weg; er ist wieder da.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table&apos;s certificate: %1. The host&apos;s lobby shows the same words, in English whatever its language: compare them on the phone when you joined by typing the address.</source>
        <translation>Zertifikat des Tisches: %1. Die Lobby des Gastgebers zeigt dieselben Wörter, auf Englisch, egal in welcher Sprache: Vergleiche sie am Telefon, wenn du die Adresse eingetippt hast.</translation>
    </message>
    <message>
        <source>This game server already holds as many tables from your address as it allows. Close one, or try again later.</source>
        <translation>Dieser Spielserver hat schon so viele Tische von deiner Adresse, wie er erlaubt. Schließe einen oder versuche es später.</translation>
    </message>
    <message>
        <source>This game server has no room for another table now. Try again later, or another game server.</source>
        <translation>Dieser Spielserver hat gerade keinen Platz für einen weiteren Tisch. Versuche es später oder auf einem anderen Spielserver.</translation>
    </message>
    <message>
        <source>This invitation does not say which certificate the table has, or says it wrongly, so the table could not be checked. Ask the host to copy the invitation again.</source>
        <translation>Diese Einladung nennt das Zertifikat des Tisches nicht oder falsch, darum ließ sich der Tisch nicht prüfen. Bitte den Gastgeber, die Einladung noch einmal zu kopieren.</translation>
    </message>
    <message>
        <source>This is not an invitation to a Mexican Train table.</source>
        <translation>Das ist keine Einladung an einen Mexican-Train-Tisch.</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it takes (8). Try again later.</source>
        <translation>An diesem Tisch schauen schon so viele zu, wie er zulässt (8). Versuch es später noch einmal.</translation>
    </message>
    <message>
        <source>This table runs a newer version of Mexican Train: the host runs %1, you run %2. Update your app to join it.</source>
        <extracomment>the refusals that say how long to wait (the server helper&apos;s strings, kept apart for merging)</extracomment>
        <translation>An diesem Tisch läuft eine neuere Version von Mexican Train: beim Gastgeber %1, bei dir %2. Aktualisiere deine App, um beizutreten.</translation>
    </message>
    <message>
        <source>This table runs an older version of Mexican Train: the host runs %1, you run %2. Ask the host to update the app; then join again.</source>
        <translation>An diesem Tisch läuft eine ältere Version von Mexican Train: beim Gastgeber %1, bei dir %2. Bitte den Gastgeber, die App zu aktualisieren; dann tritt erneut bei.</translation>
    </message>
    <message>
        <source>This table runs another version of Mexican Train: the host runs %1, you run %2. Both must run the same version.</source>
        <translation>An diesem Tisch läuft eine andere Version von Mexican Train: beim Gastgeber %1, bei dir %2. Beide brauchen dieselbe Version.</translation>
    </message>
    <message>
        <source>This table&apos;s certificate: %1. Whoever joins by address sees these words in their lobby, in English whatever their language: if theirs differ, they are not at your table.</source>
        <translation>Zertifikat dieses Tisches: %1. Wer über die Adresse beitritt, sieht in der eigenen Lobby dieselben Wörter, auf Englisch, egal in welcher Sprache: Weichen sie ab, ist die Person nicht an deinem Tisch.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a moment before trying again.</source>
        <translation>Zu viele falsche Codes: warte einen Moment, bevor du es noch einmal versuchst.</translation>
    </message>
    <message>
        <source>Waiting for the host to come back…</source>
        <translation>Warten, bis der Gastgeber zurück ist…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for the host to come back… (trying again in %n second(s))</source>
        <translation>
            <numerusform>Warten, bis der Gastgeber zurück ist… (neuer Versuch in %n Sekunde)</numerusform>
            <numerusform>Warten, bis der Gastgeber zurück ist… (neuer Versuch in %n Sekunden)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to come back… (trying now)</source>
        <translation>Warten, bis der Gastgeber zurück ist… (neuer Versuch läuft)</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>Schauen zu: %1</translation>
    </message>
    <message>
        <source>What answered at that address is no table this app can join safely: it does not encrypt the connection. If it is a table, the host&apos;s app is older than yours: ask the host to update the app.</source>
        <translation>Was unter dieser Adresse antwortet, ist kein Tisch, dem diese App sicher beitreten kann: Die Verbindung wird nicht verschlüsselt. Ist es ein Tisch, ist die App des Gastgebers älter als deine: Bitte den Gastgeber, die App zu aktualisieren.</translation>
    </message>
    <message>
        <source>While you were away, %1 moves happened. The last %2:</source>
        <translation>Während du abwesend warst, gab es %1 Spielzüge. Die letzten %2:</translation>
    </message>
    <message numerus="yes">
        <source>While you were away, %n move(s) happened:</source>
        <translation>
            <numerusform>Während du abwesend warst, gab es %n Spielzug:</numerusform>
            <numerusform>Während du abwesend warst, gab es %n Spielzüge:</numerusform>
        </translation>
    </message>
    <message>
        <source>While you were away, a computer played for you: %1.</source>
        <translation>Während du abwesend warst, hat ein Computer für dich gespielt: %1.</translation>
    </message>
    <message>
        <source>You are watching. Take a free seat to play.</source>
        <translation>Du schaust zu. Nimm einen freien Platz, um mitzuspielen.</translation>
    </message>
    <message>
        <source>You asked for seat %1. The seat is given when this round ends.</source>
        <translation>Du hast um Platz %1 gebeten. Der Platz wird vergeben, wenn diese Runde endet.</translation>
    </message>
    <message>
        <source>You asked for seat %1. When this round ends, %2 is asked to let you sit down.</source>
        <translation>Du hast um Platz %1 gebeten. Wenn diese Runde endet, wird %2 gefragt, ob du dich setzen darfst.</translation>
    </message>
    <message>
        <source>You may take seat %1; a computer plays it until then.</source>
        <translation>Du kannst Platz %1 nehmen; bis dahin spielt ihn ein Computer.</translation>
    </message>
    <message>
        <source>Your game so far is kept: the table, the players, each round&apos;s points and the totals, in %1.</source>
        <translation>Dein Spiel bis hierher ist gespeichert: der Tisch, die Spieler, die Punkte jeder Runde und die Summen, in %1.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or computer.</source>
        <translation>Dein Platz wurde von einem anderen Fenster oder Computer übernommen.</translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n minute(s)</source>
        <translation>
            <numerusform>nach %n Minute spielt ein Computer für ihn</numerusform>
            <numerusform>nach %n Minuten spielt ein Computer für ihn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n second(s)</source>
        <translation>
            <numerusform>nach %n Sekunde spielt ein Computer für ihn</numerusform>
            <numerusform>nach %n Sekunden spielt ein Computer für ihn</numerusform>
        </translation>
    </message>
    <message>
        <source>away: a computer plays for now</source>
        <translation>abwesend: vorerst spielt ein Computer</translation>
    </message>
    <message>
        <source>away: a computer plays in %1</source>
        <translation>abwesend: in %1 spielt ein Computer</translation>
    </message>
    <message>
        <source>away: the table waits</source>
        <translation>abwesend: der Tisch wartet</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>hosting</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>laid %1</source>
        <translation>%1 gelegt</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <source>the table waits for them</source>
        <translation>der Tisch wartet auf ihn</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
</context>
<context>
    <name>NetWaits</name>
    <message numerus="yes">
        <source>Someone took your seat with your reconnection token: another window or computer of yours, or someone who read it off the network. Your app takes the seat back once, in %n second(s).</source>
        <translation>
            <numerusform>Jemand hat deinen Platz mit deinem Schlüssel zum Wiederverbinden übernommen: ein anderes Fenster oder ein anderer Computer von dir, oder jemand, der ihn im Netzwerk mitgelesen hat. Deine App holt sich den Platz einmal zurück, in %n Sekunde.</numerusform>
            <numerusform>Jemand hat deinen Platz mit deinem Schlüssel zum Wiederverbinden übernommen: ein anderes Fenster oder ein anderer Computer von dir, oder jemand, der ihn im Netzwerk mitgelesen hat. Deine App holt sich den Platz einmal zurück, in %n Sekunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The join code is not right. Ask the host for it again, then try again in %n second(s).</source>
        <translation>
            <numerusform>Der Beitrittscode stimmt nicht. Frag den Gastgeber noch einmal danach und versuche es in %n Sekunde wieder.</numerusform>
            <numerusform>Der Beitrittscode stimmt nicht. Frag den Gastgeber noch einmal danach und versuche es in %n Sekunden wieder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes came from your network. Try again in %n second(s).</source>
        <translation>
            <numerusform>Aus deinem Netzwerk kamen zu viele falsche Codes. Versuche es in %n Sekunde wieder.</numerusform>
            <numerusform>Aus deinem Netzwerk kamen zu viele falsche Codes. Versuche es in %n Sekunden wieder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your seat changed hands a moment ago. Your app tries again in %n second(s).</source>
        <translation>
            <numerusform>Dein Platz hat gerade erst den Besitzer gewechselt. Deine App versucht es in %n Sekunde wieder.</numerusform>
            <numerusform>Dein Platz hat gerade erst den Besitzer gewechselt. Deine App versucht es in %n Sekunden wieder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>Re&amp;geln:</translation>
    </message>
    <message>
        <source>&amp;Starting run: several tiles on your own train in the first turn</source>
        <translation>&amp;Reihe zum Rundenstart: zu Beginn mehrere Steine an den eigenen Zug legen</translation>
    </message>
    <message>
        <source>A double-%1 set seats 2 to %2 players, so the players went down from %3 to %2.</source>
        <extracomment>a first start&apos;s &quot;Learn to Play first&quot;: the dialog closed without a deal, the lesson wanted (players before, players now) when the set chosen seated fewer than were chosen</extracomment>
        <translation>An einem Satz Doppel-%1 haben 2 bis %2 Spieler Platz, daher sind es jetzt %2 statt %3 Spieler.</translation>
    </message>
    <message>
        <source>A double-%1 set seats 2 to %2 players.</source>
        <translation>An einem Satz Doppel-%1 haben 2 bis %2 Spieler Platz.</translation>
    </message>
    <message>
        <source>A saved rule set cannot be played: %1.</source>
        <translation>Mit einem gespeicherten Regelsatz kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>Choose Person for a seat below and several people play at this computer, passing it round; each sees only their own hand.</source>
        <translation>Wähle unten für einen Platz „Mensch“, dann spielen mehrere an diesem Computer und reichen ihn herum; jeder sieht nur die eigene Hand.</translation>
    </message>
    <message>
        <source>Every rule the family may change, and names for its own rules.</source>
        <translation>Jede Regel, die eine Familie ändern kann, und Namen für die eigenen Regeln.</translation>
    </message>
    <message numerus="yes">
        <source>Full game (%n round(s))</source>
        <translation>
            <numerusform>Volles Spiel (%n Runde)</numerusform>
            <numerusform>Volles Spiel (%n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation>Spiel&amp;länge:</translation>
    </message>
    <message>
        <source>Game &amp;number:</source>
        <translation>Spiel&amp;nummer:</translation>
    </message>
    <message>
        <source>Its file is %1.</source>
        <translation>Die Datei liegt unter %1.</translation>
    </message>
    <message>
        <source>Its file was set aside as %1.</source>
        <translation>Die Datei wurde als %1 beiseitegelegt.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>New n&amp;umber</source>
        <translation>Neue N&amp;ummer</translation>
    </message>
    <message>
        <source>New to the game? Learn to Play &amp;first</source>
        <translation>Neu hier? &amp;Zuerst spielen lernen</translation>
    </message>
    <message>
        <source>Off by default: see the starting run in the rules (F1).</source>
        <translation>Standardmäßig aus. Siehe „Hausregel: Reihe zum Rundenstart“ in den Spielregeln (F1).</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message numerus="yes">
        <source>Short game (%n round(s))</source>
        <translation>
            <numerusform>Kurzes Spiel (%n Runde)</numerusform>
            <numerusform>Kurzes Spiel (%n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>The basic rules, without house rules.</source>
        <extracomment>the Rules list&apos;s entry for rules edited but not saved under a name the rules chosen changed: the dialog follows them (seats, lengths), then words the summary the family&apos;s saved rule sets, in the app&apos;s data folder (or the window&apos;s own, in tests)</extracomment>
        <translation>Die Grundregeln, ohne Hausregeln.</translation>
    </message>
    <message>
        <source>The same number deals the same tiles, so a game can be replayed.</source>
        <translation>Mit derselben Nummer werden die Steine wieder genauso verteilt, so lässt sich ein Spiel wiederholen.</translation>
    </message>
    <message>
        <source>The saved rules “%1” cannot be played: %2.</source>
        <translation>Mit den gespeicherten Regeln „%1“ kann nicht gespielt werden: %2.</translation>
    </message>
    <message>
        <source>The standard rules are offered instead.</source>
        <translation>Stattdessen gelten die Standardregeln.</translation>
    </message>
    <message>
        <source>Welcome to Mexican Train! Choose how many play, how long the game lasts and how strong your opponents are, then deal. The game remembers your choices; Help &gt; Rules (F1) explains the game.</source>
        <translation>Willkommen bei Mexican Train! Wähle, wie viele mitspielen, wie lange das Spiel dauert und wie stark deine Gegner sind, dann teile aus. Das Spiel merkt sich deine Wahl; Hilfe &gt; Spielregeln (F1) erklärt das Spiel.</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Dein Na&amp;me:</translation>
    </message>
</context>
<context>
    <name>Notification</name>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Your turn at %1&apos;s table</source>
        <comment>%1 is the host&apos;s name (i18n.possessive)</comment>
        <translation>Du bist dran – am Tisch von %1</translation>
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
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Games finished before this version of the game kept no record, so they are listed but cannot be watched again.</source>
        <translation>Zu Spielen, die vor dieser Version beendet wurden, gibt es kein Spielprotokoll: Sie stehen in der Liste, lassen sich aber nicht noch einmal ansehen.</translation>
    </message>
    <message>
        <source>No record was kept of this game.</source>
        <translation>Von diesem Spiel wurde kein Spielprotokoll aufbewahrt.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Watch This Game</source>
        <translation>Dieses Spiel ansehen</translation>
    </message>
    <message>
        <source>Watch the game of %1</source>
        <translation>Das Spiel vom %1 ansehen</translation>
    </message>
</context>
<context>
    <name>PipPalette</name>
    <message>
        <source>&amp;Colour-blind-friendly pip colours</source>
        <translation>Augenfarben für &amp;Farbenblinde</translation>
    </message>
    <message>
        <source>Pip colours that stay apart for red-green colour blindness; the classic colours are those of real domino sets.</source>
        <translation>Augenfarben, die auch bei Rot-Grün-Schwäche unterscheidbar bleiben; die klassischen Farben sind die echter Dominosteine.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>how many tiles a hand holds</comment>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s pro Spielzug</translation>
    </message>
    <message>
        <source>&amp;Desktop notification when it is my turn</source>
        <translation>&amp;Desktop-Benachrichtigung, wenn ich dran bin</translation>
    </message>
    <message>
        <source>&amp;Hints from:</source>
        <translation>Ti&amp;pps von:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Mark the tiles that can be laid now</source>
        <translation>Anlegbare Steine &amp;hervorheben</translation>
    </message>
    <message>
        <source>&amp;Speed of the computer players:</source>
        <translation>&amp;Tempo der Computerspieler:</translation>
    </message>
    <message>
        <source>&amp;Thinking time of Hard players:</source>
        <translation>&amp;Bedenkzeit der Computerspieler „Schwer“:</translation>
    </message>
    <message>
        <source>&amp;Unfinished game at start:</source>
        <translation>&amp;Angefangenes Spiel beim Start:</translation>
    </message>
    <message>
        <source>A small light under each tile of your rack that fits a train now.</source>
        <translation>Ein kleines Licht unter jedem Stein deiner Hand, der jetzt an einen Zug passt.</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>At a networked table: the words the others send (such as “Nice move!”), shown beside their seat, with a soft sound.</source>
        <translation>An einem Tisch im Netzwerk: die Worte, die die anderen schicken (etwa „Guter Spielzug!“), neben ihrem Platz gezeigt, mit einem leisen Ton.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Hard&apos;s search (up to half a second)</source>
        <translation>Suche von „Schwer“ (bis zu einer halben Sekunde)</translation>
    </message>
    <message>
        <source>Hard&apos;s search plays out each move you could make on many deals of the tiles you cannot see, as the Hard players do, and says what it found; Normal&apos;s rule of thumb answers at once.</source>
        <translation>Die Suche von „Schwer“ spielt jeden deiner möglichen Spielzüge auf vielen Verteilungen der Steine durch, die du nicht siehst, wie die Computerspieler „Schwer“, und sagt, was sie gefunden hat; die Faustregel von „Normal“ antwortet sofort.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Normal&apos;s quick rule of thumb</source>
        <translation>Schnelle Faustregel von „Normal“</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Show &amp;numerals on tiles</source>
        <translation>&amp;Ziffern statt Augen zeigen</translation>
    </message>
    <message>
        <source>Show the &amp;reactions of the others at the table</source>
        <translation>&amp;Reaktionen der anderen am Tisch zeigen</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Neues Spiel beginnen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>When the game&apos;s window is minimised or behind another window, the desktop says that it is your turn.</source>
        <translation>Wenn das Fenster des Spiels minimiert ist oder hinter einem anderen Fenster liegt, meldet der Desktop, dass du dran bist.</translation>
    </message>
</context>
<context>
    <name>Reactions</name>
    <message>
        <source>%1 reacts: %2</source>
        <translation>%1 reagiert: %2</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Schönes Spiel</translation>
    </message>
    <message>
        <source>Nice move!</source>
        <extracomment>how long a reaction stands beside its seat</extracomment>
        <translation>Guter Spielzug!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Hoppla!</translation>
    </message>
    <message>
        <source>React</source>
        <translation>Reagieren</translation>
    </message>
    <message>
        <source>Say a word to the table (R, then the number; or 1 to 6)</source>
        <translation>Dem Tisch etwas sagen (R, dann die Nummer; oder 1 bis 6)</translation>
    </message>
    <message>
        <source>Thumbs up</source>
        <translation>Daumen hoch</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Gut gespielt</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Du bist dran!</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>%1 ended the starting run.</source>
        <translation>%1 hat die Reihe zum Rundenstart beendet.</translation>
    </message>
    <message>
        <source>Back to the start of the round (Page Up)</source>
        <translation>Zurück zum Anfang der Runde (Bild auf)</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Game number %1 · every hand face up</source>
        <translation>Spielnummer %1 · alle Hände offen</translation>
    </message>
    <message>
        <source>Game number %1 · your hand only</source>
        <translation>Spielnummer %1 · nur deine Hand</translation>
    </message>
    <message>
        <source>Moves of this round</source>
        <translation>Spielzüge dieser Runde</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Nächster Spielzug</translation>
    </message>
    <message>
        <source>Next Round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>On to the start of the next round (Page Down)</source>
        <translation>Weiter zum Anfang der nächsten Runde (Bild ab)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Einen Spielzug zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Einen Spielzug weiter (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play the game on at the chosen speed (Space)</source>
        <translation>Das Spiel im gewählten Tempo weiterlaufen lassen (Leertaste)</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Stelle im Spiel</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Vorheriger Spielzug</translation>
    </message>
    <message>
        <source>Previous Round</source>
        <translation>Vorherige Runde</translation>
    </message>
    <message>
        <source>Round %1 of %2 · move %3 of %4</source>
        <translation>Runde %1 von %2 · Spielzug %3 von %4</translation>
    </message>
    <message>
        <source>Round %1 of %2 · round over</source>
        <translation>Runde %1 von %2 · Runde vorbei</translation>
    </message>
    <message>
        <source>Round %1 of %2 · the deal</source>
        <translation>Runde %1 von %2 · ausgeteilt</translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation>Punktetabelle</translation>
    </message>
    <message>
        <source>The game as you saw it · your hand only</source>
        <translation>Das Spiel, wie du es gesehen hast · nur deine Hand</translation>
    </message>
    <message>
        <source>The score sheet in place of the table, and back (S)</source>
        <translation>Die Punktetabelle statt des Tisches zeigen und wieder zurück (S)</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Spiel ansehen</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <source>Mexican Train games (*.json *.jsonl);;All files (*)</source>
        <translation>Mexican-Train-Spiele (*.json *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Spiel ansehen</translation>
    </message>
</context>
<context>
    <name>RuleSetChoice</name>
    <message>
        <source>Not a rule set</source>
        <translation>Kein Regelsatz</translation>
    </message>
    <message>
        <source>Open a Rule Set</source>
        <translation>Regelsatz öffnen</translation>
    </message>
    <message>
        <source>Open a Rule Set File…</source>
        <translation>Regelsatz aus Datei öffnen…</translation>
    </message>
    <message>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Regelsätze (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This file is not a rule set that can be played: %1</source>
        <translation>Diese Datei ist kein spielbarer Regelsatz: %1</translation>
    </message>
</context>
<context>
    <name>RuleSetEditor</name>
    <message>
        <source>&amp;Back to the standard rules</source>
        <translation>Zurück zu den S&amp;tandardregeln</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Draw until a tile fits</source>
        <translation>Ziehen, bis ein Stein &amp;passt</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>&amp;Set:</source>
        <translation>&amp;Satz:</translation>
    </message>
    <message>
        <source>&amp;Use these rules</source>
        <translation>Diese Regeln &amp;verwenden</translation>
    </message>
    <message>
        <source>0|0 &amp;counts 0 points</source>
        <translation>0|0 zählt 0 Pun&amp;kte</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the Rules?</source>
        <translation>Regeln löschen?</translation>
    </message>
    <message>
        <source>Delete the rules “%1”? Games played under them keep their rules.</source>
        <translation>Die Regeln „%1“ löschen? Spiele, die nach ihnen gespielt wurden, behalten ihre Regeln.</translation>
    </message>
    <message>
        <source>Doubles n&amp;eed not be covered</source>
        <translation>Ein Pasch muss nicht &amp;bedient werden</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>How these rules differ from the standard rules:</source>
        <translation>Was bei diesen Regeln anders ist als bei den Standardregeln:</translation>
    </message>
    <message>
        <source>In the first turn of a round you may lay several tiles on your own train.</source>
        <translation>Wenn du in einer Runde zum ersten Mal dran bist, darfst du mehrere Steine an deinen eigenen Zug legen.</translation>
    </message>
    <message>
        <source>Instead of one tile, draw until one fits (or the boneyard is empty).</source>
        <translation>Statt eines Steins so lange ziehen, bis einer passt (oder der Vorrat leer ist).</translation>
    </message>
    <message>
        <source>Left in a hand, the double blank counts 0 points instead of 50.</source>
        <translation>Bleibt 0|0 in der Hand, zählt der Stein 0 statt 50 Punkte.</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>Nob&amp;ody may go out on a double</source>
        <translation>Niemand darf mit einem Pasch als letztem Stein aus&amp;gehen</translation>
    </message>
    <message>
        <source>Own &amp;train first</source>
        <translation>&amp;Zuerst den eigenen Zug beginnen</translation>
    </message>
    <message>
        <source>Ren&amp;ame</source>
        <translation>Umbenenn&amp;en</translation>
    </message>
    <message>
        <source>Replace the Rules?</source>
        <translation>Regeln ersetzen?</translation>
    </message>
    <message>
        <source>Sa&amp;ve as</source>
        <translation>Speichern &amp;unter</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Als „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Starting &amp;run</source>
        <translation>&amp;Reihe zum Rundenstart</translation>
    </message>
    <message>
        <source>The highest double of the tiles; the hands, the seats, the rounds and the engines follow it.</source>
        <translation>Der höchste Pasch der Steine; danach richten sich die Hände, die Plätze, die Runden und die Lokomotiven.</translation>
    </message>
    <message>
        <source>The last tile of a hand may not be a double.</source>
        <translation>Der letzte Stein einer Hand darf kein Pasch sein.</translation>
    </message>
    <message>
        <source>The standard rules: nothing differs.</source>
        <translation>Die Standardregeln: nichts ist anders.</translation>
    </message>
    <message>
        <source>There are rules called “%1” already.</source>
        <translation>Es gibt schon Regeln namens „%1“.</translation>
    </message>
    <message>
        <source>There are rules called “%1” already. Replace them with the rules shown here?</source>
        <translation>Es gibt schon Regeln namens „%1“. Sollen sie durch die hier gezeigten Regeln ersetzt werden?</translation>
    </message>
    <message>
        <source>Type a name for these rules first.</source>
        <extracomment>the yes/no options, each as (rule key, the value when the box is ticked, the value when not). Each box says the house rule that ticking it turns on, so the standard rules are every box unticked (issue 38: &quot;Going out on a double is allowed&quot;, ticked, forbade it) the saved rule sets changed (saved, renamed or deleted): the New Game dialog lists them again</extracomment>
        <translation>Gib diesen Regeln zuerst einen Namen.</translation>
    </message>
    <message>
        <source>Until you have laid a tile on your own train, you lay only there.</source>
        <translation>Bis du einen Stein an deinen eigenen Zug gelegt hast, legst du nur dort.</translation>
    </message>
    <message>
        <source>Whoever lays a double plays again; nobody must cover it.</source>
        <translation>Wer einen Pasch legt, ist gleich noch einmal dran; niemand muss ihn bedienen.</translation>
    </message>
    <message>
        <source>“%1” are the game&apos;s own rules; choose another name.</source>
        <translation>„%1“ sind die Regeln des Spiels selbst; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>“%1” is deleted.</source>
        <translation>„%1“ ist gelöscht.</translation>
    </message>
    <message>
        <source>“%1” is now called “%2”.</source>
        <translation>„%1“ heißt jetzt „%2“.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message numerus="yes">
        <source>%n round(s) from %1|%1 down</source>
        <translation>
            <numerusform>%n Runde, von %1|%1 abwärts</numerusform>
            <numerusform>%n Runden, von %1|%1 abwärts</numerusform>
        </translation>
    </message>
    <message>
        <source>In this game:</source>
        <translation>In diesem Spiel:</translation>
    </message>
    <message>
        <source>No house rules: the rules below, as they are.</source>
        <translation>Keine Hausregeln: Es gelten die Regeln unten, wie sie dastehen.</translation>
    </message>
    <message>
        <source>Rules of Mexican Train</source>
        <translation>Mexican Train – Spielregeln</translation>
    </message>
    <message>
        <source>The page below counts the standard double-12 set: 91 tiles. This game has a double-%1 set of %2 tiles, %3 tiles in each hand, and %4.</source>
        <translation>Die Seite unten rechnet mit dem Standardsatz Doppel-12: 91 Steine. Dieses Spiel hat einen Satz Doppel-%1 mit %2 Steinen, %3 Steine auf jeder Hand und %4.</translation>
    </message>
    <message>
        <source>The rules page is missing: %1</source>
        <translation>Die Regelseite fehlt: %1</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>0|0 counts 0 points</source>
        <translation>0|0 zählt 0 Punkte</translation>
    </message>
    <message>
        <source>Doubles need not be covered</source>
        <translation>Ein Pasch muss nicht bedient werden</translation>
    </message>
    <message>
        <source>Doubles need not be covered: whoever lays one plays again</source>
        <translation>Ein Pasch muss nicht bedient werden: Wer einen legt, ist gleich noch einmal dran</translation>
    </message>
    <message>
        <source>Draw until a tile fits</source>
        <translation>Ziehen, bis ein Stein passt</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>No house rules</source>
        <translation>Keine Hausregeln</translation>
    </message>
    <message>
        <source>Nobody may go out on a double</source>
        <translation>Niemand darf mit einem Pasch als letztem Stein ausgehen</translation>
    </message>
    <message>
        <source>Own train first</source>
        <translation>Zuerst den eigenen Zug beginnen</translation>
    </message>
    <message>
        <source>Own train first: until you have laid on your own train, only there</source>
        <translation>Zuerst den eigenen Zug beginnen: Bis du an deinen eigenen Zug gelegt hast, nur dort</translation>
    </message>
    <message>
        <source>Played with a double-%1 set</source>
        <translation>Gespielt mit einem Satz Doppel-%1</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>Starting run</source>
        <translation>Reihe zum Rundenstart</translation>
    </message>
    <message>
        <source>Starting run: the first turn of a round may lay several tiles on your own train</source>
        <translation>Reihe zum Rundenstart: Wer in einer Runde zum ersten Mal dran ist, darf mehrere Steine an den eigenen Zug legen</translation>
    </message>
    <message>
        <source>double-%1</source>
        <translation>Doppel-%1</translation>
    </message>
    <message>
        <source>it has a rule this game does not know (“%1”)</source>
        <translation>darin steht eine Regel, die das Spiel nicht kennt („%1“)</translation>
    </message>
    <message>
        <source>it has no name, or a name that is too long</source>
        <translation>der Name fehlt oder ist zu lang</translation>
    </message>
    <message>
        <source>its set is %1, and a set is double-6, double-9, double-12 or double-15</source>
        <translation>als Satz steht darin %1, doch ein Satz ist Doppel-6, Doppel-9, Doppel-12 oder Doppel-15</translation>
    </message>
    <message>
        <source>the file is damaged, or it is not a rule set</source>
        <translation>die Datei ist beschädigt oder kein Regelsatz</translation>
    </message>
    <message>
        <source>the rule “%1” says %2, where the box can only be ticked or not</source>
        <translation>bei der Regel „%1“ steht %2, doch ihr Kästchen kann nur angekreuzt sein oder nicht</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (fertig)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Ne&amp;ues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Next Round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Noch einmal s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation>Dieses Spiel noch einmal &amp;ansehen</translation>
    </message>
    <message>
        <source>A new game at this table: the same players and options, started by the next player.</source>
        <translation>Ein neues Spiel an diesem Tisch: dieselben Mitspieler und Einstellungen; anfangen darf der Nächste in der Runde.</translation>
    </message>
    <message>
        <source>Lowest total so far</source>
        <translation>Bisher niedrigste Summe</translation>
    </message>
    <message numerus="yes">
        <source>Next round in %n second(s).</source>
        <translation>
            <numerusform>Nächste Runde in %n Sekunde.</numerusform>
            <numerusform>Nächste Runde in %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Runde %1 (%2)</translation>
    </message>
    <message>
        <source>Round %1 is in play.</source>
        <translation>Runde %1 läuft.</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation>Punktetabelle</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktetabelle</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s). The lowest total wins.</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde vorbei. Die niedrigste Summe gewinnt.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden vorbei. Die niedrigste Summe gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round is being dealt…</source>
        <translation>Die nächste Runde wird ausgeteilt…</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Übrige Steine</translation>
    </message>
    <message>
        <source>Tiles left: %1</source>
        <translation>Übrige Steine: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Waiting for the host to deal the next round.</source>
        <translation>Warten, bis der Gastgeber die nächste Runde gibt.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>&amp;Take a Seat</source>
        <translation>&amp;Platz nehmen</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Computer: Leicht</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Computer: Schwer</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Computer: Normal</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Frei für einen Spieler</translation>
    </message>
    <message>
        <source>Plays again</source>
        <translation>Spielt noch einmal</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>wartet auf einen Spieler</translation>
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
        <translation>&amp;Ordnen</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>Reihe &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>A&amp;ussetzen</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>Einen Stein aus dem Vorrat ziehen (D)</translation>
    </message>
    <message>
        <source>End your starting run (E)</source>
        <translation>Die Reihe zum Rundenstart beenden (E)</translation>
    </message>
    <message>
        <source>Last tile!</source>
        <translation>Noch 1!</translation>
    </message>
    <message>
        <source>Marker: everyone may lay on this train.</source>
        <translation>Markierung: Jeder darf an diesen Zug anlegen.</translation>
    </message>
    <message>
        <source>Pass: your train gets a marker (P)</source>
        <translation>Aussetzen: Dein eigener Zug bekommt eine Markierung (P)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Put the longest row for your own train at the front of your hand (A)</source>
        <translation>Die längste Kette für deinen eigenen Zug vorn in deine Hand legen (A)</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Letzte Spielzüge</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Suggest a move; press again to hide it (H)</source>
        <translation>Einen Spielzug vorschlagen; noch einmal drücken blendet ihn aus (H)</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Turn the selected tile around (F or Space)</source>
        <translation>Beim gewählten Stein die Hälften tauschen (F oder Leertaste)</translation>
    </message>
    <message>
        <source>a marker on the train</source>
        <translation>eine Markierung auf dem Zug</translation>
    </message>
    <message>
        <source>last tile</source>
        <translation>letzter Stein</translation>
    </message>
    <message>
        <source>to play now</source>
        <translation>jetzt dran</translation>
    </message>
</context>
<context>
    <name>SoundPreferences</name>
    <message>
        <source>&amp;Play sounds</source>
        <translation>T&amp;öne abspielen</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Tiles click when they are laid, a knock when somebody has one tile left, a soft call when it is your turn.</source>
        <translation>Steine klicken beim Anlegen, es klopft, wenn jemand nur noch einen Stein hat, und ein leiser Ruf sagt dir, dass du dran bist.</translation>
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
        <translation>Die alte Datei wurde als %1 aufbewahrt, und eine neue wurde angelegt.</translation>
    </message>
    <message>
        <source>The statistics file cannot be written, so finished games are not counted for now.</source>
        <translation>Die Statistikdatei lässt sich nicht schreiben, daher werden beendete Spiele vorerst nicht gezählt.</translation>
    </message>
    <message>
        <source>The statistics file does not hold this game&apos;s statistics.</source>
        <translation>Die Statistikdatei enthält nicht die Statistik dieses Spiels.</translation>
    </message>
    <message>
        <source>The statistics file is damaged.</source>
        <translation>Die Statistikdatei ist beschädigt.</translation>
    </message>
    <message>
        <source>The statistics file is not a database: it is damaged or cut short.</source>
        <translation>Die Statistikdatei ist keine Datenbank: Sie ist beschädigt oder unvollständig.</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game.</source>
        <translation>Die Statistikdatei stammt von einer neueren Version des Spiels.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>%1 · %2 · %3 in %4 (%5 per round)</source>
        <translation>%1 · %2 · %3 in %4 (%5 pro Runde)</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n Platz</numerusform>
            <numerusform>%n Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Figures of:</source>
        <translation>&amp;Zahlen von:</translation>
    </message>
    <message>
        <source>&amp;Past Games</source>
        <translation>&amp;Frühere Spiele</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Übersicht</translation>
    </message>
    <message>
        <source>Best and worst games (by points per round)</source>
        <translation>Beste und schlechteste Spiele (nach Punkten pro Runde)</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <source>By number of seats</source>
        <translation>Nach Anzahl der Plätze</translation>
    </message>
    <message>
        <source>By strongest opponent</source>
        <translation>Nach stärkstem Gegner</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot export the statistics</source>
        <translation>Statistik kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Engine %1: %2 points per round on average</source>
        <translation>Lokomotive %1: im Schnitt %2 Punkte pro Runde</translation>
    </message>
    <message>
        <source>Every rule set</source>
        <translation>Alle Regelsätze</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n finished game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Das %n beendete Spiel vergessen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Alle %n beendeten Spiele vergessen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget your one finished game? This cannot be undone.</source>
        <translation>Dein einziges beendetes Spiel vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and it shows here.</source>
        <translation>Noch keine beendeten Spiele. Spiele ein Spiel zu Ende, dann erscheint es hier.</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>Only one game so far: play another to compare.</source>
        <translation>Bisher nur ein Spiel: Nach dem nächsten gibt es einen Vergleich.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Rule &amp;set:</source>
        <translation>&amp;Regelsatz:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The statistics could not be written to %1.</source>
        <translation>Die Statistik konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Schlechtestes Spiel</translation>
    </message>
    <message>
        <source>Your average points per round, by engine</source>
        <translation>Deine Punkte pro Runde im Schnitt, nach Lokomotive</translation>
    </message>
    <message numerus="yes">
        <source>Your points in the last %n game(s) (gold: won)</source>
        <translation>
            <numerusform>Deine Punkte in %n Spiel (gold: gewonnen)</numerusform>
            <numerusform>Deine Punkte in den letzten %n Spielen (gold: gewonnen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your points in the last games</source>
        <translation>Deine Punkte in den letzten Spielen</translation>
    </message>
    <message>
        <source>Your points in your one game so far (gold: won)</source>
        <translation>Deine Punkte in deinem bisher einzigen Spiel (gold: gewonnen)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
</context>
<context>
    <name>TableAnnouncer</name>
    <message>
        <source>This table cannot be announced on the local network (%1). Others can still join it by address and port.</source>
        <translation>Dieser Tisch kann im lokalen Netzwerk nicht angekündigt werden (%1). Andere können trotzdem über Adresse und Port beitreten.</translation>
    </message>
</context>
<context>
    <name>TableBrowser</name>
    <message>
        <source>Tables on the local network cannot be listed (%1). You can still join a table by its address and port.</source>
        <translation>Tische im lokalen Netzwerk können nicht gesucht werden (%1). Du kannst einem Tisch trotzdem über Adresse und Port beitreten.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <comment>a train&apos;s label: name, tiles in hand</comment>
        <translation>
            <numerusform>%1 · %n Stein</numerusform>
            <numerusform>%1 · %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Gemeinsamer Zug</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dein eigener Zug</translation>
    </message>
</context>
<context>
    <name>TableSound</name>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>Ton stu&amp;mm schalten</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>%1 and %2</source>
        <comment>a tile spoken aloud: its two halves</comment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n tile(s)</source>
        <comment>a seat&apos;s tiles in hand</comment>
        <translation>
            <numerusform>%1 hat %n Stein auf der Hand</numerusform>
            <numerusform>%1 hat %n Steine auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 überlegt</translation>
    </message>
    <message>
        <source>%1&apos;s train</source>
        <comment>a seat&apos;s own train; %1 is the name</comment>
        <translation>Zug von %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n fit(s) now</source>
        <comment>tiles of the hand that may be laid</comment>
        <translation>
            <numerusform>%1, %n passt jetzt</numerusform>
            <numerusform>%1, %n passen jetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, fits on %2</source>
        <translation>%1, passt an: %2</translation>
    </message>
    <message>
        <source>%1, the hint</source>
        <translation>%1, der Tipp</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <comment>tiles in a train</comment>
        <translation>
            <numerusform>%n Stein gelegt</numerusform>
            <numerusform>%n Steine gelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Vorrat: %n Stein</numerusform>
            <numerusform>Vorrat: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Lokomotive: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n tile(s)</source>
        <comment>the rack of a seat that is not the person&apos;s</comment>
        <translation>
            <numerusform>Hand: %n Stein</numerusform>
            <numerusform>Hand: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Gemeinsamer Zug</translation>
    </message>
    <message>
        <source>No hand is shown</source>
        <translation>Keine Hand wird gezeigt</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n tile(s)</source>
        <translation>
            <numerusform>Deine Hand: %n Stein</numerusform>
            <numerusform>Deine Hand: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dein eigener Zug</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>chosen: Enter lays the tile here</source>
        <translation>gewählt: Eingabe legt den Stein hier an</translation>
    </message>
    <message>
        <source>double %1</source>
        <comment>a tile spoken aloud</comment>
        <translation>%1er-Pasch</translation>
    </message>
    <message>
        <source>marker: everyone may lay here</source>
        <translation>Markierung: alle dürfen hier anlegen</translation>
    </message>
    <message>
        <source>open double %1: it must be covered</source>
        <translation>offener %1: er muss bedient werden</translation>
    </message>
    <message>
        <source>open end %1</source>
        <translation>offenes Ende %1</translation>
    </message>
    <message>
        <source>the chosen tile fits here</source>
        <translation>der gewählte Stein passt hier</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n tile(s)</source>
        <translation>
            <numerusform>du hast %n Stein auf der Hand</numerusform>
            <numerusform>du hast %n Steine auf der Hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1&apos;s train</source>
        <translation>Zug von %1</translation>
    </message>
    <message>
        <source>Drag a tile from your rack onto a highlighted train. Keys: Left and Right choose a tile, Tab a train, Enter plays, Space flips.</source>
        <translation>Schieb einen Stein aus deiner Hand auf einen hervorgehobenen Zug. Tasten: Links und Rechts wählen einen Stein, Tab einen Zug, Eingabe legt an, Leertaste tauscht die Hälften.</translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Gemeinsamer Zug</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dein eigener Zug</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (abwesend)</translation>
    </message>
    <message>
        <source>%1 (computer plays)</source>
        <comment>a seat a computer plays for its person, who is away or left</comment>
        <translation>%1 (Computer spielt)</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <comment>a place at the game&apos;s end that two seats or more share</comment>
        <translation>%1 (geteilt)</translation>
    </message>
    <message>
        <source>%1 covered %2.</source>
        <translation>%1 hat %2 bedient.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 hat einen Stein gezogen.</translation>
    </message>
    <message>
        <source>%1 has one tile left!</source>
        <translation>%1 hat nur noch einen Stein!</translation>
    </message>
    <message>
        <source>%1 is open: it must be covered.</source>
        <translation>Der Pasch %1 ist offen und muss bedient werden.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>%1 laid %2 on %3.</source>
        <translation>%1 hat %2 an %3 gelegt.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 hat ausgesetzt.</translation>
    </message>
    <message>
        <source>%1 started a run.</source>
        <translation>%1 hat eine Reihe zum Rundenstart begonnen.</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>%1 fängt an.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ist ausgegangen.</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>%1&apos;s train</source>
        <comment>a seat&apos;s own train; %1 is the name</comment>
        <translation>den Zug von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n Tipp</numerusform>
            <numerusform>%n Tipps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>tiles left in a hand</comment>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n Rücknahme</numerusform>
            <numerusform>%n Rücknahmen</numerusform>
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
        <translation>Dein eigener Zug hat eine Markierung: Jeder darf dort anlegen.</translation>
    </message>
    <message>
        <source>A shared win: %1.</source>
        <translation>Geteilter Sieg: %1.</translation>
    </message>
    <message>
        <source>A starting run goes only on your own train.</source>
        <translation>Eine Reihe zum Rundenstart kommt nur an deinen eigenen Zug.</translation>
    </message>
    <message>
        <source>After drawing, only the drawn tile may be laid.</source>
        <translation>Nach dem Ziehen darfst du nur den gezogenen Stein anlegen.</translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Vorrat: %n Stein</numerusform>
            <numerusform>Vorrat: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer</source>
        <comment>seat kind</comment>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Cover your double before you end the run.</source>
        <translation>Bediene deinen Pasch, bevor du die Reihe beendest.</translation>
    </message>
    <message>
        <source>Draw a tile before you pass.</source>
        <translation>Zieh erst einen Stein, bevor du aussetzt.</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer strength</comment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Enter lays %1 on %2.</source>
        <translation>Eingabe legt %1 an %2.</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer strength</comment>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Help used in this game: %1, %2.</source>
        <comment>%1 is the hints, %2 the undos</comment>
        <translation>Hilfe in diesem Spiel: %1, %2.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>Lay the tile you drew, %1.</source>
        <translation>Leg den gezogenen Stein %1 an.</translation>
    </message>
    <message>
        <source>Marker off %1&apos;s train.</source>
        <translation>Der Zug von %1 hat keine Markierung mehr.</translation>
    </message>
    <message>
        <source>Marker off your train.</source>
        <translation>Dein eigener Zug hat keine Markierung mehr.</translation>
    </message>
    <message>
        <source>Marker on %1&apos;s train.</source>
        <translation>Der Zug von %1 hat jetzt eine Markierung.</translation>
    </message>
    <message>
        <source>No hints or undos were used in this game.</source>
        <translation>In diesem Spiel gab es weder Tipps noch Rücknahmen.</translation>
    </message>
    <message>
        <source>No tile fits: draw one from the boneyard.</source>
        <translation>Kein Stein passt: Zieh einen aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Nobody can cover %1 any more: it counts as closed.</source>
        <translation>Niemand kann %1 mehr bedienen: Der Pasch gilt als erledigt.</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer strength</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Nothing fits: pass. Your train gets a marker.</source>
        <translation>Nichts passt: Setz aus. Dein eigener Zug bekommt eine Markierung.</translation>
    </message>
    <message>
        <source>Only a starting run can be ended.</source>
        <translation>Beenden lässt sich nur eine Reihe zum Rundenstart.</translation>
    </message>
    <message>
        <source>Person</source>
        <comment>seat kind</comment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>computer strength</comment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Round %1 begins with the engine %2.</source>
        <translation>Runde %1 beginnt mit der Lokomotive %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2 · engine %3</source>
        <translation>Runde %1 von %2 · Lokomotive %3</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein erlaubter Spielzug.</translation>
    </message>
    <message>
        <source>That tile does not match the open end of the train.</source>
        <translation>Der Stein passt nicht an das offene Ende des Zuges.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>Dieser Stein ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <source>That train is not yours and carries no marker.</source>
        <translation>Dieser Zug gehört nicht dir und hat keine Markierung.</translation>
    </message>
    <message>
        <source>The boneyard is empty.</source>
        <translation>Der Vorrat ist leer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The open double must be covered first.</source>
        <translation>Erst muss der offene Pasch bedient werden.</translation>
    </message>
    <message>
        <source>The round is blocked: nobody can lay a tile.</source>
        <translation>Die Runde ist blockiert: Niemand kann mehr anlegen.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>The round is over: start the next round first.</source>
        <translation>Die Runde ist vorbei: Starte zuerst die nächste Runde.</translation>
    </message>
    <message>
        <source>There is no such train.</source>
        <translation>Diesen Zug gibt es nicht.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the person&apos;s seat</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>You can lay a tile, so you may not draw or pass.</source>
        <translation>Du kannst einen Stein anlegen, also darfst du weder ziehen noch aussetzen.</translation>
    </message>
    <message>
        <source>You covered %1.</source>
        <translation>Du hast %1 bedient.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message>
        <source>You have drawn a tile this turn already.</source>
        <translation>Du hast diesmal schon einen Stein gezogen.</translation>
    </message>
    <message>
        <source>You have one tile left!</source>
        <translation>Du hast nur noch einen Stein!</translation>
    </message>
    <message>
        <source>You laid %1 on %2.</source>
        <translation>Du hast %1 an %2 gelegt.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Du hast ausgesetzt.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>Du fängst an.</translation>
    </message>
    <message>
        <source>You started a run.</source>
        <translation>Du hast eine Reihe zum Rundenstart begonnen.</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du bist ausgegangen!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>Your starting run: lay more tiles on your train, or end your turn.</source>
        <translation>Deine Reihe zum Rundenstart: Leg weitere Steine an deinen eigenen Zug oder klick auf „Reihe beenden“.</translation>
    </message>
    <message>
        <source>Your turn: cover the open double %1.</source>
        <translation>Du bist dran: Bediene den offenen Pasch %1.</translation>
    </message>
    <message>
        <source>Your turn: drag a tile onto a train.</source>
        <translation>Du bist dran: Leg einen Stein an einen Zug an.</translation>
    </message>
    <message>
        <source>the Mexican Train</source>
        <translation>den gemeinsamen Zug</translation>
    </message>
    <message>
        <source>their own train</source>
        <translation>den eigenen Zug</translation>
    </message>
    <message>
        <source>your train</source>
        <translation>deinen eigenen Zug</translation>
    </message>
</context>
<context>
    <name>TrainDialog</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>engine</source>
        <translation>Lokomotive</translation>
    </message>
    <message>
        <source>marker: everyone may play here</source>
        <translation>Markierung: Jeder darf hier anlegen</translation>
    </message>
    <message>
        <source>open end %1</source>
        <translation>offenes Ende %1</translation>
    </message>
    <message>
        <source>the double must be covered</source>
        <translation>der Pasch muss bedient werden</translation>
    </message>
</context>
<context>
    <name>WatcherBar</name>
    <message>
        <source>&amp;Take a Seat</source>
        <translation>&amp;Platz nehmen</translation>
    </message>
</context>
<context>
    <name>WatchersRow</name>
    <message>
        <source>Let %1 Sit Down at Seat %2</source>
        <translation>%1 an Platz %2 setzen lassen</translation>
    </message>
    <message>
        <source>Send %1 Away</source>
        <translation>%1 wegschicken</translation>
    </message>
</context>
<context>
    <name>Whys</name>
    <message>
        <source>%1 laid the last tile and went out.</source>
        <translation>%1 hat den letzten Stein gelegt und ist raus.</translation>
    </message>
    <message>
        <source>A double: one more tile, and nobody must cover it.</source>
        <translation>Ein Pasch: noch ein Stein, und niemand muss ihn bedienen.</translation>
    </message>
    <message>
        <source>Easy players lay any tile that fits, a double first.</source>
        <translation>Computerspieler „Leicht“ legen irgendeinen passenden Stein, einen Pasch zuerst.</translation>
    </message>
    <message>
        <source>Hard players choose by a search over deals of the tiles they cannot see.</source>
        <translation>Computerspieler „Schwer“ wählen per Suche über Verteilungen der Steine, die sie nicht sehen.</translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it about %1 points a round better than its rule of thumb&apos;s choice.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Die Suche von „Schwer“ (%n Verteilung) fand ihn um etwa %1 Punkte pro Runde besser als die Wahl der Faustregel.</numerusform>
            <numerusform>Die Suche von „Schwer“ (%n Verteilungen) fand ihn um etwa %1 Punkte pro Runde besser als die Wahl der Faustregel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it better than its rule of thumb&apos;s choice: about %1 in 100 more games won.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Die Suche von „Schwer“ (%n Verteilung) fand ihn besser als die Wahl der Faustregel: etwa %1 von 100 Spielen mehr gewonnen.</numerusform>
            <numerusform>Die Suche von „Schwer“ (%n Verteilungen) fand ihn besser als die Wahl der Faustregel: etwa %1 von 100 Spielen mehr gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found its rule of thumb&apos;s choice clearly worse.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Die Suche von „Schwer“ (%n Verteilung) fand die Wahl der Faustregel deutlich schlechter.</numerusform>
            <numerusform>Die Suche von „Schwer“ (%n Verteilungen) fand die Wahl der Faustregel deutlich schlechter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found nothing clearly better than its rule of thumb.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Die Suche von „Schwer“ (%n Verteilung) fand nichts deutlich Besseres als die Faustregel.</numerusform>
            <numerusform>Die Suche von „Schwer“ (%n Verteilungen) fand nichts deutlich Besseres als die Faustregel.</numerusform>
        </translation>
    </message>
    <message>
        <source>It builds %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Der Stein verlängert den eigenen Zug von %1.</translation>
    </message>
    <message>
        <source>It goes elsewhere than %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Der Stein kommt nicht an den eigenen Zug von %1.</translation>
    </message>
    <message>
        <source>It lifts the marker off %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Der Stein hebt die Markierung vom eigenen Zug von %1 auf.</translation>
    </message>
    <message>
        <source>Its rule of thumb chose it (what it holds stays hidden).</source>
        <translation>Die Faustregel hat ihn gewählt (was der Computer auf der Hand hat, bleibt verborgen).</translation>
    </message>
    <message>
        <source>No tile of %1 fitted, so %1 drew.</source>
        <extracomment>the log line&apos;s data role that holds its decision&apos;s (round, index)</extracomment>
        <translation>Kein Stein von %1 passte, also hat %1 gezogen.</translation>
    </message>
    <message>
        <source>No tile of %1 fitted, so %1 passed.</source>
        <translation>Kein Stein von %1 passte, also hat %1 ausgesetzt.</translation>
    </message>
    <message>
        <source>Part of %1&apos;s starting run.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Teil der Reihe zum Rundenstart von %1.</translation>
    </message>
    <message>
        <source>Random players make any move.</source>
        <translation>Computerspieler „Zufällig“ machen irgendeinen Spielzug.</translation>
    </message>
    <message>
        <source>The open double had to be covered.</source>
        <translation>Der offene Pasch musste bedient werden.</translation>
    </message>
    <message>
        <source>Why %1 did that:</source>
        <comment>%1 a name</comment>
        <translation>Warum %1 das tat:</translation>
    </message>
    <message>
        <source>Why %1 laid %2:</source>
        <comment>%1 a name, %2 a tile</comment>
        <translation>Warum %1 %2 gelegt hat:</translation>
    </message>
</context>
<context>
    <name>ZoomMenu</name>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
</context>
</TS>
