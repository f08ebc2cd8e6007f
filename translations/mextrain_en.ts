<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>it keeps a row of %n tile(s) for your train</source>
        <translation>
            <numerusform>it keeps a row of %n tile for your train</numerusform>
            <numerusform>it keeps a row of %n tiles for your train</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it leaves about %n point(s) fewer in your hand at the round&apos;s end</source>
        <translation>
            <numerusform>it leaves about %n point fewer in your hand at the round&apos;s end</numerusform>
            <numerusform>it leaves about %n points fewer in your hand at the round&apos;s end</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>%1 (Hard&apos;s search, %n deal(s))</source>
        <comment>%1 the reason; deals of the tiles you cannot see</comment>
        <translation>
            <numerusform>%1 (Hard&apos;s search, %n deal)</numerusform>
            <numerusform>%1 (Hard&apos;s search, %n deals)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>keeps %n tiles that fit your own train (%1 keeps fewer)</source>
        <comment>%1 another move, e.g. 3|5 on the Mexican Train</comment>
        <translation>
            <numerusform>keeps %n tile that fits your own train (%1 keeps fewer)</numerusform>
            <numerusform>keeps %n tiles that fit your own train (%1 keeps fewer)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
    <message numerus="yes">
        <source>The round so far: %n move(s):</source>
        <translation>
            <numerusform>The round so far: %n move:</numerusform>
            <numerusform>The round so far: %n moves:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n minute(s); it is back.</source>
        <translation>
            <numerusform>The table was gone for %n minute; it is back.</numerusform>
            <numerusform>The table was gone for %n minutes; it is back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n second(s); it is back.</source>
        <translation>
            <numerusform>The table was gone for %n second; it is back.</numerusform>
            <numerusform>The table was gone for %n seconds; it is back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for the host to come back… (trying again in %n second(s))</source>
        <translation>
            <numerusform>Waiting for the host to come back… (trying again in %n second)</numerusform>
            <numerusform>Waiting for the host to come back… (trying again in %n seconds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>While you were away, %n move(s) happened:</source>
        <translation>
            <numerusform>While you were away, %n move happened:</numerusform>
            <numerusform>While you were away, %n moves happened:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n minute(s)</source>
        <translation>
            <numerusform>a computer plays for them after %n minute</numerusform>
            <numerusform>a computer plays for them after %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n second(s)</source>
        <translation>
            <numerusform>a computer plays for them after %n second</numerusform>
            <numerusform>a computer plays for them after %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetWaits</name>
    <message numerus="yes">
        <source>Someone took your seat with your reconnection token: another window or computer of yours, or someone who read it off the network. Your app takes the seat back once, in %n second(s).</source>
        <translation>
            <numerusform>Someone took your seat with your reconnection token: another window or computer of yours, or someone who read it off the network. Your app takes the seat back once, in %n second.</numerusform>
            <numerusform>Someone took your seat with your reconnection token: another window or computer of yours, or someone who read it off the network. Your app takes the seat back once, in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The join code is not right. Ask the host for it again, then try again in %n second(s).</source>
        <translation>
            <numerusform>The join code is not right. Ask the host for it again, then try again in %n second.</numerusform>
            <numerusform>The join code is not right. Ask the host for it again, then try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes came from your network. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong codes came from your network. Try again in %n second.</numerusform>
            <numerusform>Too many wrong codes came from your network. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your seat changed hands a moment ago. Your app tries again in %n second(s).</source>
        <translation>
            <numerusform>Your seat changed hands a moment ago. Your app tries again in %n second.</numerusform>
            <numerusform>Your seat changed hands a moment ago. Your app tries again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Full game (%n round(s))</source>
        <translation>
            <numerusform>Full game (%n round)</numerusform>
            <numerusform>Full game (%n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Short game (%n round(s))</source>
        <translation>
            <numerusform>Short game (%n round)</numerusform>
            <numerusform>Short game (%n rounds)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PastGamesList</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>how many tiles a hand holds</comment>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message numerus="yes">
        <source>%n round(s) from %1|%1 down</source>
        <translation>
            <numerusform>%n round from %1|%1 down</numerusform>
            <numerusform>%n rounds from %1|%1 down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message numerus="yes">
        <source>Next round in %n second(s).</source>
        <translation>
            <numerusform>Next round in %n second.</numerusform>
            <numerusform>Next round in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s). The lowest total wins.</source>
        <translation>
            <numerusform>The game is over after %n round. The lowest total wins.</numerusform>
            <numerusform>The game is over after %n rounds. The lowest total wins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n seat</numerusform>
            <numerusform>%n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n finished game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Forget all %n finished game? This cannot be undone.</numerusform>
            <numerusform>Forget all %n finished games? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your points in the last %n game(s) (gold: won)</source>
        <translation>
            <numerusform>Your points in the last %n game (gold: won)</numerusform>
            <numerusform>Your points in the last %n games (gold: won)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <comment>a train&apos;s label: name, tiles in hand</comment>
        <translation>
            <numerusform>%1 · %n tile</numerusform>
            <numerusform>%1 · %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message numerus="yes">
        <source>%1 holds %n tile(s)</source>
        <comment>a seat&apos;s tiles in hand</comment>
        <translation>
            <numerusform>%1 holds %n tile</numerusform>
            <numerusform>%1 holds %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n fit(s) now</source>
        <comment>tiles of the hand that may be laid</comment>
        <translation>
            <numerusform>%1, %n fit now</numerusform>
            <numerusform>%1, %n fits now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <comment>tiles in a train</comment>
        <translation>
            <numerusform>%n tile laid</numerusform>
            <numerusform>%n tiles laid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Boneyard: %n tile</numerusform>
            <numerusform>Boneyard: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n tile(s)</source>
        <comment>the rack of a seat that is not the person&apos;s</comment>
        <translation>
            <numerusform>Hand: %n tile</numerusform>
            <numerusform>Hand: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n tile(s)</source>
        <translation>
            <numerusform>Your hand: %n tile</numerusform>
            <numerusform>Your hand: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you hold %n tile(s)</source>
        <translation>
            <numerusform>you hold %n tile</numerusform>
            <numerusform>you hold %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>tiles left in a hand</comment>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n undo</numerusform>
            <numerusform>%n undos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Boneyard: %n tile</numerusform>
            <numerusform>Boneyard: %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDialog</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Whys</name>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it about %1 points a round better than its rule of thumb&apos;s choice.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Hard&apos;s search (%n deal) found it about %1 points a round better than its rule of thumb&apos;s choice.</numerusform>
            <numerusform>Hard&apos;s search (%n deals) found it about %1 points a round better than its rule of thumb&apos;s choice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it better than its rule of thumb&apos;s choice: about %1 in 100 more games won.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Hard&apos;s search (%n deal) found it better than its rule of thumb&apos;s choice: about %1 in 100 more games won.</numerusform>
            <numerusform>Hard&apos;s search (%n deals) found it better than its rule of thumb&apos;s choice: about %1 in 100 more games won.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found its rule of thumb&apos;s choice clearly worse.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Hard&apos;s search (%n deal) found its rule of thumb&apos;s choice clearly worse.</numerusform>
            <numerusform>Hard&apos;s search (%n deals) found its rule of thumb&apos;s choice clearly worse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found nothing clearly better than its rule of thumb.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Hard&apos;s search (%n deal) found nothing clearly better than its rule of thumb.</numerusform>
            <numerusform>Hard&apos;s search (%n deals) found nothing clearly better than its rule of thumb.</numerusform>
        </translation>
    </message>
</context>
</TS>
