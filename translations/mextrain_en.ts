<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
    <name>ScoreSheet</name>
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
</TS>
