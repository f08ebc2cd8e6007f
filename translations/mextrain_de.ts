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
        <source>Mexican Train dominoes with a double-12 set, against computer opponents.</source>
        <translation>Mexican-Train-Domino mit einem Doppel-Zwölf-Set gegen Computergegner.</translation>
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
        <source>Unfinished game</source>
        <translation>Angefangenes Spiel</translation>
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
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Plätze:</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Name des &amp;Tischs:</translation>
    </message>
    <message>
        <source>A computer plays for someone &amp;away after:</source>
        <translation>Ein Computer spielt für &amp;Abwesende nach:</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>&amp;Mehrere Steine zum Rundenstart erlauben</translation>
    </message>
    <message>
        <source>Full game (13 rounds)</source>
        <translation>Volles Spiel (13 Runden)</translation>
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
        <source>Open the &amp;Lobby</source>
        <translation>&amp;Lobby öffnen</translation>
    </message>
    <message>
        <source>Short game (7 rounds)</source>
        <translation>Kurzes Spiel (7 Runden)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>e.g. Kitchen table</source>
        <translation>z. B. Küchentisch</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>%1 · %2 of %3 seats free · %4</source>
        <translation>%1 · %2 von %3 Plätzen frei · %4</translation>
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
        <source>Tables on your network:</source>
        <translation>Tische in deinem Netzwerk:</translation>
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
    <name>LobbyWindow</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>Tisch &amp;schließen</translation>
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
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>&amp;Mehrere Steine zum Rundenstart erlauben</translation>
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
        <source>Every seat is taken: press Start.</source>
        <translation>Alle Plätze sind besetzt: klick auf „Starten“.</translation>
    </message>
    <message>
        <source>Full game (13 rounds)</source>
        <translation>Volles Spiel (13 Runden)</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Beitrittscode:</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Frei</translation>
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
        <source>Short game (7 rounds)</source>
        <translation>Kurzes Spiel (7 Runden)</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Warten auf Mitspieler …</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Warten, bis der Gastgeber das Spiel startet …</translation>
    </message>
    <message>
        <source>no starting run</source>
        <translation>ohne mehrere Steine zum Rundenstart</translation>
    </message>
    <message>
        <source>starting run allowed</source>
        <translation>mehrere Steine zum Rundenstart erlaubt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <source>&amp;About Mexican Train</source>
        <translation>Ü&amp;ber Mexican Train</translation>
    </message>
    <message>
        <source>&amp;Export Record…</source>
        <translation>Protokoll &amp;exportieren…</translation>
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
        <translation>Tisch &amp;eröffnen …</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>So&amp;fort</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>Einem Tisch &amp;beitreten …</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
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
        <translation>&amp;Bedenkzeit der schweren Gegner</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Game number %1</source>
        <translation>Spielnummer %1</translation>
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
        <source>&amp;Leave the Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Jetzt nicht</translation>
    </message>
    <message>
        <source>&amp;Reopen the Table</source>
        <translation>Tisch &amp;wieder eröffnen</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Noch einmal versuchen</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Kein Platz bekommen</translation>
    </message>
    <message>
        <source>Port %1 cannot be opened: %2</source>
        <translation>Port %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>Reopen the table?</source>
        <translation>Tisch wieder eröffnen?</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Der Tisch konnte nicht eröffnet werden</translation>
    </message>
    <message>
        <source>The table “%1” was still playing when the app closed. Reopen it? The others&apos; apps reconnect by themselves.</source>
        <translation>Am Tisch „%1“ lief noch ein Spiel, als die App beendet wurde. Wieder eröffnen? Die Apps der anderen verbinden sich von selbst neu.</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>Port %1</translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
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
        <translation>Verbindung zum Tisch wird hergestellt …</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Verbindung verloren: neuer Versuch …</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
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
        <source>Normal</source>
        <translation>Normal</translation>
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
        <source>Sorry, every seat at this table is taken.</source>
        <translation>Leider sind alle Plätze an diesem Tisch besetzt.</translation>
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
        <source>The join code is not right. Ask the host for it again.</source>
        <translation>Der Beitrittscode stimmt nicht. Frag den Gastgeber noch einmal danach.</translation>
    </message>
    <message>
        <source>The table cannot be reached. Check the address and the port, and that the host is running.</source>
        <translation>Der Tisch ist nicht erreichbar. Prüf Adresse und Port und ob der Gastgeber das Spiel laufen hat.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>Der Tisch ist gerade beschäftigt. Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The table no longer knows your seat. Join again with the join code.</source>
        <translation>Der Tisch kennt deinen Platz nicht mehr. Tritt mit dem Beitrittscode neu bei.</translation>
    </message>
    <message>
        <source>This table runs another version of Mexican Train: the host runs %1, you run %2. Both must run the same version.</source>
        <translation>An diesem Tisch läuft eine andere Version von Mexican Train: beim Gastgeber %1, bei dir %2. Beide brauchen dieselbe Version.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a moment before trying again.</source>
        <translation>Zu viele falsche Codes: warte einen Moment, bevor du es noch einmal versuchst.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or computer.</source>
        <translation>Dein Platz wurde von einem anderen Fenster oder Computer übernommen.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Starting run: several tiles on your own train in the first turn</source>
        <translation>&amp;Mehrere Steine zum Rundenstart an den eigenen Zug legen</translation>
    </message>
    <message>
        <source>Full game (13 rounds)</source>
        <translation>Volles Spiel (13 Runden)</translation>
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
        <source>Off by default: see the starting run in the rules (F1).</source>
        <translation>Ab Werk aus. Siehe „Zusatzregel: mehrere Steine zum Rundenstart“ in den Spielregeln (F1).</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Short game (7 rounds)</source>
        <translation>Kurzes Spiel (7 Runden)</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>The same number deals the same tiles, so a game can be replayed.</source>
        <translation>Mit derselben Nummer werden die Steine wieder genauso verteilt, so lässt sich ein Spiel wiederholen.</translation>
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
    <name>RulesDialog</name>
    <message>
        <source>Rules of Mexican Train</source>
        <translation>Mexican Train – Spielregeln</translation>
    </message>
    <message>
        <source>The rules page is missing: %1</source>
        <translation>Die Regelseite fehlt: %1</translation>
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
        <source>Lowest total so far</source>
        <translation>Bisher niedrigste Summe</translation>
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
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
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
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>D&amp;rehen</translation>
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
        <translation>Aussetzen: Dein Zug bekommt eine Markierung (P)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Put the longest row for your own train at the front of your hand (A)</source>
        <translation>Die längste Reihe für deinen eigenen Zug vorn in deine Hand legen (A)</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Letzte Spielzüge</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Turn the selected tile around (F or Space)</source>
        <translation>Den gewählten Stein umdrehen (F oder Leertaste)</translation>
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
        <translation>Mexican Train</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dein Zug</translation>
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
        <translation>Zieh einen Stein aus deiner Hand auf einen hervorgehobenen Zug. Tasten: Links und Rechts wählen einen Stein, Tab einen Zug, Eingabe legt an, Leertaste dreht.</translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Mexican Train</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Dein Zug</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (abwesend)</translation>
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
        <translation>%1 ist alle Steine los.</translation>
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
    <message>
        <source>A marker is on your train: everyone may lay on it.</source>
        <translation>Dein Zug hat eine Markierung: Jeder darf dort anlegen.</translation>
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
        <source>Hard</source>
        <comment>computer strength</comment>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Marker off %1&apos;s train.</source>
        <translation>Der Zug von %1 hat keine Markierung mehr.</translation>
    </message>
    <message>
        <source>Marker off your train.</source>
        <translation>Dein Zug hat keine Markierung mehr.</translation>
    </message>
    <message>
        <source>Marker on %1&apos;s train.</source>
        <translation>Der Zug von %1 hat jetzt eine Markierung.</translation>
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
        <translation>Nichts passt: Setz aus. Dein Zug bekommt eine Markierung.</translation>
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
        <translation>Du bist alle Steine los!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>Your starting run: lay more tiles on your train, or end your turn.</source>
        <translation>Deine Reihe zum Rundenstart: Leg weitere Steine an deinen Zug oder klick auf „Zug beenden“.</translation>
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
        <translation>den Mexican Train</translation>
    </message>
    <message>
        <source>their own train</source>
        <translation>den eigenen Zug</translation>
    </message>
    <message>
        <source>your train</source>
        <translation>deinen Zug</translation>
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
</TS>
