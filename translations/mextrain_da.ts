<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mexican Train dominoes with a double-12 set, against computer opponents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt %1, PySide %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game was found. Do you want to go on with it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do the same from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mexican Train games (*.json *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mexican Train games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Mexican Train game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was saved by another version of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in the file breaks the rules, so it cannot be continued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation type="unfinished"></translation>
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
    <name>MainWindow</name>
    <message>
        <source>&amp;About Mexican Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished">&amp;Sprog</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Speed of the computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Numerals on Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game met an unexpected error. Your game was saved, and the error was written to the log file; you can play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file was damaged, so the game started with its defaults.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Starting run: several tiles on your own train in the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full game (13 rounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New n&amp;umber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off by default. Rule R10 of the rules (F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short game (7 rounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same number deals the same tiles, so a game can be replayed.</source>
        <translation type="unfinished"></translation>
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
    <name>RulesDialog</name>
    <message>
        <source>Rules of Mexican Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules page is missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>%1 (out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest total so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s). The lowest total wins.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Arrange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your starting run (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last tile!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker: everyone may lay on this train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: your train gets a marker (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the longest row for your own train at the front of your hand (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected tile around (F or Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <comment>a train&apos;s label: name, tiles in hand</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your train</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1&apos;s train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a tile from your rack onto a highlighted train. Keys: Left and Right choose a tile, Tab a train, Enter plays, Space flips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your train</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 covered %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has one tile left!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open: it must be covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 started a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s train</source>
        <comment>a seat&apos;s own train; %1 is the name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>tiles left in a hand</comment>
        <translation type="unfinished">
            <numerusform>%n brik</numerusform>
            <numerusform>%n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>A marker is on your train: everyone may lay on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared win: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A starting run goes only on your own train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After drawing, only the drawn tile may be laid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cover your double before you end the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a tile before you pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer strength</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer strength</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker off %1&apos;s train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker off your train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker on %1&apos;s train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tile fits: draw one from the boneyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody can cover %1 any more: it counts as closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer strength</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fits: pass. Your train gets a marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a starting run can be ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <comment>seat kind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <comment>computer strength</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 begins with the engine %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2 · engine %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That tile does not match the open end of the train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That train is not yours and carries no marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boneyard is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open double must be covered first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is blocked: nobody can lay a tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over: start the next round first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <comment>the person&apos;s seat</comment>
        <extracomment>computer seats&apos; default names, mixed from the game&apos;s four languages</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can lay a tile, so you may not draw or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You covered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn a tile this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have one tile left!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You laid %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You started a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your starting run: lay more tiles on your train, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: cover the open double %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag a tile onto a train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Mexican Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their own train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your train</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDialog</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation type="unfinished">
            <numerusform>%n brik</numerusform>
            <numerusform>%n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marker: everyone may play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open end %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the double must be covered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
