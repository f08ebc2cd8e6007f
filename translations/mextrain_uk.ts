<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation>Про %1</translation>
    </message>
    <message>
        <source>Mexican Train dominoes with sets from double-6 to double-15 and your family&apos;s own rules, against computers or with people at this computer and at other computers.</source>
        <translation>Доміно «Мексиканський потяг» з наборами від дубль-6 до дубль-15 і домашніми правилами твоєї родини, проти комп’ютера або з людьми за цим та за іншими комп’ютерами.</translation>
    </message>
    <message>
        <source>Qt %1, PySide %2</source>
        <translation>Qt %1, PySide %2</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версія %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>%1 and %2</source>
        <comment>joins the last two reasons</comment>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1&apos;s review:</source>
        <translation>Огляд для %1:</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to see this position in the replay viewer, with both moves.</source>
        <translation>Клацни, щоб побачити цю позицію в перегляді гри з обома ходами.</translation>
    </message>
    <message>
        <source>Decisions another move would have done better</source>
        <translation>Рішення, де інший хід був би кращим</translation>
    </message>
    <message>
        <source>Every move you made in this game was sound: Hard&apos;s search found no other move clearly better.</source>
        <translation>Усі твої ходи в цій грі були добрі: пошук «Сильного» не знайшов явно кращого ходу.</translation>
    </message>
    <message>
        <source>Every move you made this round was sound: Hard&apos;s search found no other move clearly better.</source>
        <translation>Усі твої ходи в цьому раунді були добрі: пошук «Сильного» не знайшов явно кращого ходу.</translation>
    </message>
    <message>
        <source>Hard&apos;s search looks at each of your decisions from what you could see then, and names the ones where another move was clearly better.</source>
        <translation>Пошук «Сильного» розглядає кожне твоє рішення з огляду на те, що ти тоді бачив(-ла), і називає ті, де інший хід був явно кращим.</translation>
    </message>
    <message>
        <source>How could I have played &amp;better in this game?</source>
        <translation>Як можна було зіграти &amp;краще в цій грі?</translation>
    </message>
    <message>
        <source>How could I have played &amp;better?</source>
        <translation>Як можна було зіграти &amp;краще?</translation>
    </message>
    <message>
        <source>Judging your decisions…</source>
        <translation>Оцінюю твої рішення…</translation>
    </message>
    <message>
        <source>Judging your decisions… %1 of %2</source>
        <translation>Оцінюю твої рішення… %1 з %2</translation>
    </message>
    <message>
        <source>Round %1, your turn %2:</source>
        <translation>Раунд %1, твій %2-й хід:</translation>
    </message>
    <message>
        <source>The coach could not judge these decisions.</source>
        <translation>Тренер не зміг оцінити ці рішення.</translation>
    </message>
    <message>
        <source>The coach was stopped before it judged every decision.</source>
        <translation>Тренера зупинили, перш ніж він оцінив усі рішення.</translation>
    </message>
    <message>
        <source>The coach&apos;s progress</source>
        <translation>Поступ тренера</translation>
    </message>
    <message>
        <source>The costliest decisions of the game, as Hard&apos;s search sees them.</source>
        <translation>Найдорожчі рішення гри, як їх бачить пошук «Сильного».</translation>
    </message>
    <message>
        <source>Where another move was clearly better, as Hard&apos;s search sees it.</source>
        <translation>Де інший хід був явно кращим, як це бачить пошук «Сильного».</translation>
    </message>
    <message>
        <source>You had no choice to make: every move was the only one.</source>
        <translation>Вибору не було: кожен хід був єдиним можливим.</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>добрати з базару</translation>
    </message>
    <message>
        <source>drew</source>
        <comment>after &apos;you&apos;: drew a tile</comment>
        <translation>добір з базару</translation>
    </message>
    <message>
        <source>ended the starting run</source>
        <comment>after &apos;you&apos;</comment>
        <translation>завершення першого ходу кількома кісточками</translation>
    </message>
    <message>
        <source>ending the starting run</source>
        <translation>завершити перший хід кількома кісточками</translation>
    </message>
    <message>
        <source>it comes out better in the search&apos;s playouts</source>
        <translation>так результат кращий у пробних іграх пошуку</translation>
    </message>
    <message>
        <source>it covers the double</source>
        <translation>так закривається дубль</translation>
    </message>
    <message numerus="yes">
        <source>it keeps a row of %n tile(s) for your train</source>
        <translation>
            <numerusform>так лишається ряд із %n кісточки для твого потяга</numerusform>
            <numerusform>так лишається ряд із %n кісточок для твого потяга</numerusform>
            <numerusform>так лишається ряд із %n кісточок для твого потяга</numerusform>
        </translation>
    </message>
    <message>
        <source>it keeps your own train going</source>
        <translation>так твій власний потяг іде далі</translation>
    </message>
    <message numerus="yes">
        <source>it leaves about %n point(s) fewer in your hand at the round&apos;s end</source>
        <translation>
            <numerusform>так наприкінці раунду в руці лишається приблизно на %n очко менше</numerusform>
            <numerusform>так наприкінці раунду в руці лишається приблизно на %n очки менше</numerusform>
            <numerusform>так наприкінці раунду в руці лишається приблизно на %n очок менше</numerusform>
        </translation>
    </message>
    <message>
        <source>it lifts the marker off your train</source>
        <translation>так знімається маркер з твого потяга</translation>
    </message>
    <message>
        <source>laid %1 on %2</source>
        <comment>after &apos;you&apos;; %1 a tile, %2 a train</comment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>passed</source>
        <comment>after &apos;you&apos;</comment>
        <translation>пас</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>пасувати</translation>
    </message>
    <message>
        <source>you %1; %2 was better: %3 (Hard&apos;s estimate).</source>
        <comment>%1 what you did, %2 the better move, %3 why</comment>
        <translation>твій хід — %1; краще було б %2: %3 (оцінка «Сильного»).</translation>
    </message>
</context>
<context>
    <name>EmptyTable</name>
    <message>
        <source>No game on the table. Start one, or play with others:</source>
        <translation>На столі немає гри. Почни нову або грай з іншими:</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Вийти з-за столу</translation>
    </message>
    <message>
        <source>&amp;Let Them Sit Down</source>
        <translation>&amp;Посадити за стіл</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Не зараз</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Грати</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Зіграти ще раз</translation>
    </message>
    <message>
        <source>Take a Seat</source>
        <translation>Сісти за стіл</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <source>An unfinished game was found. Do you want to go on with it?</source>
        <translation>Знайдено незакінчену гру. Продовжити її?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Не вдалося відкрити гру</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Не вдалося зберегти гру</translation>
    </message>
    <message>
        <source>Do the same from now on</source>
        <translation>Надалі робити так само</translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation>Експортувати запис гри</translation>
    </message>
    <message>
        <source>Game number %1, round %2 of %3. Points so far: %4.</source>
        <translation>Гра № %1, раунд %2 з %3. Очки на цей момент: %4.</translation>
    </message>
    <message>
        <source>Mexican Train games (*.json *.jsonl);;All files (*)</source>
        <translation>Ігри «Мексиканський потяг» (*.json *.jsonl);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Mexican Train games (*.json)</source>
        <translation>Ігри «Мексиканський потяг» (*.json)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Зберегти гру як</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Не вдалося прочитати файл.</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not a saved game.</source>
        <translation>Файл пошкоджений або неповний: це не збережена гра.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>Файл надто великий, щоб бути збереженою грою.</translation>
    </message>
    <message>
        <source>The file is not a Mexican Train game.</source>
        <translation>Це не файл гри «Мексиканський потяг».</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Файл відкладено під назвою %1.</translation>
    </message>
    <message>
        <source>The file was saved by another version of the game.</source>
        <translation>Файл збережено іншою версією гри.</translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation>Не вдалося записати гру в %1.</translation>
    </message>
    <message>
        <source>The game in the file breaks the rules, so it cannot be continued.</source>
        <translation>Гра у файлі порушує правила, тож продовжити її не можна.</translation>
    </message>
    <message>
        <source>The game in the file has a rule set this version cannot play (%1), so it cannot be continued.</source>
        <translation>Гра у файлі має набір правил, за яким ця версія грати не може (%1), тож продовжити її не можна.</translation>
    </message>
    <message>
        <source>The game you left is kept in %1.</source>
        <translation>Покинуту гру збережено в %1.</translation>
    </message>
    <message>
        <source>This game is not over yet. Watching shows every hand face up, so only a finished game can be watched.</source>
        <translation>Ця гра ще не закінчилася. Під час перегляду всі руки відкриті, тож переглянути можна лише завершену гру.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Незакінчена гра</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>%1 (computer)</source>
        <comment>a seat in the side panel</comment>
        <translation>%1 (комп.)</translation>
    </message>
    <message>
        <source>%1 (person)</source>
        <comment>a seat in the side panel</comment>
        <translation>%1 (людина)</translation>
    </message>
    <message>
        <source>%1 plays next: pass the computer to %1.</source>
        <comment>%1 is a person&apos;s name</comment>
        <translation>Далі грає %1: передай комп’ютер.</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <comment>the rack&apos;s owner; %1 is a person&apos;s name</comment>
        <translation>Рука: %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn: pass the computer to %2.</source>
        <comment>%1 and %2 are a person&apos;s name; %1 is the possessive one (i18n.possessive)</comment>
        <translation>Зараз грає %1: передай комп’ютер, його чекає %2.</translation>
    </message>
    <message>
        <source>&amp;Show %1&apos;s hand</source>
        <comment>a button; %1 is a person&apos;s name</comment>
        <translation>&amp;Показати руку: %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <comment>the first seat&apos;s person, not named in New Game</comment>
        <translation>Гравець 1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>%1 (Hard&apos;s search, %n deal(s))</source>
        <comment>%1 the reason; deals of the tiles you cannot see</comment>
        <translation>
            <numerusform>%1 (пошук сильного суперника, %n розклад)</numerusform>
            <numerusform>%1 (пошук сильного суперника, %n розклади)</numerusform>
            <numerusform>%1 (пошук сильного суперника, %n розкладів)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 took back their last move.</source>
        <translation>%1 скасовує свій останній хід.</translation>
    </message>
    <message>
        <source>%1; Hard&apos;s search agrees</source>
        <comment>%1 the rule of thumb&apos;s reason</comment>
        <translation>%1; пошук сильного суперника згоден</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>Another person has moved since your last move: it cannot be taken back.</source>
        <translation>Після твого останнього ходу вже ходила інша людина: його не можна скасувати.</translation>
    </message>
    <message>
        <source>Hard&apos;s search found it the best move</source>
        <translation>пошук сильного суперника визнав цей хід найкращим</translation>
    </message>
    <message>
        <source>Hint: %1 on %2 – %3.</source>
        <comment>%1 a tile, %2 a train, %3 the reason</comment>
        <translation>Підказка: %1 на %2 – %3.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <comment>%1 is the reason, e.g. no tile fits: draw</comment>
        <translation>Підказка: %1.</translation>
    </message>
    <message>
        <source>Make the move taken back again (Ctrl+Shift+Z)</source>
        <translation>Знову зробити скасований хід (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>No game is in play.</source>
        <translation>Зараз немає гри.</translation>
    </message>
    <message>
        <source>Nothing to redo: no move was taken back since your last move.</source>
        <translation>Нічого повторювати: після твого останнього ходу нічого не скасовано.</translation>
    </message>
    <message>
        <source>Take back your last move and the computer players&apos; moves after it (Ctrl+Z)</source>
        <translation>Скасувати твій останній хід і ходи комп’ютерних гравців після нього (Ctrl+Z)</translation>
    </message>
    <message>
        <source>The computer is being handed to the next person: nothing can be taken back now.</source>
        <translation>Комп’ютер передають наступній людині: зараз нічого не можна скасувати.</translation>
    </message>
    <message>
        <source>The move taken back was made again.</source>
        <translation>Скасований хід зроблено знову.</translation>
    </message>
    <message>
        <source>The round is over: a finished round cannot be taken back.</source>
        <translation>Раунд закінчився: завершений раунд не можна скасувати.</translation>
    </message>
    <message>
        <source>Undo cannot go back past a draw: a tile drawn from the boneyard stays drawn, so Undo never shows what lies in the boneyard.</source>
        <translation>Скасувати хід можна лише до останньої кісточки, взятої з базару: узята кісточка лишається взятою, тож скасування ніколи не покаже, що лежить на базарі.</translation>
    </message>
    <message>
        <source>Undo works only in a game against computer players.</source>
        <translation>Скасувати хід можна лише в грі проти комп’ютерних гравців.</translation>
    </message>
    <message>
        <source>You have made no move in this round to take back.</source>
        <translation>У цьому раунді ще немає твого ходу, який можна скасувати.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Твій останній хід скасовано.</translation>
    </message>
    <message>
        <source>a double you can cover yourself</source>
        <translation>дубль, який можеш закрити ти</translation>
    </message>
    <message>
        <source>a double: you play again, and nobody must cover it</source>
        <translation>дубль: ти ходиш ще раз, і ніхто не мусить його закривати</translation>
    </message>
    <message>
        <source>covers the double so nobody else must</source>
        <translation>закриває дубль, щоб нікому іншому не довелося</translation>
    </message>
    <message>
        <source>covers the open double</source>
        <translation>закриває відкритий дубль</translation>
    </message>
    <message>
        <source>does not leave a double as your last tile</source>
        <translation>не лишає тобі дубль останньою кісточкою</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>добирання</translation>
    </message>
    <message>
        <source>ending the starting run</source>
        <translation>завершення першого ходу кількома кісточками</translation>
    </message>
    <message>
        <source>ends your starting run</source>
        <translation>завершує твій перший хід кількома кісточками</translation>
    </message>
    <message>
        <source>gets rid of heavy tiles</source>
        <translation>скидає кісточки з багатьма очками</translation>
    </message>
    <message>
        <source>goes on with your starting run</source>
        <translation>продовжує твій перший хід кількома кісточками</translation>
    </message>
    <message numerus="yes">
        <source>keeps %n tiles that fit your own train (%1 keeps fewer)</source>
        <comment>%1 another move, e.g. 3|5 on the Mexican Train</comment>
        <translation>
            <numerusform>зберігає %n кісточку, що підходить до твого потяга (%1 зберігає менше)</numerusform>
            <numerusform>зберігає %n кісточки, що підходять до твого потяга (%1 зберігає менше)</numerusform>
            <numerusform>зберігає %n кісточок, що підходять до твого потяга (%1 зберігає менше)</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps back a double you cannot cover</source>
        <translation>притримує дубль, який ти не можеш закрити</translation>
    </message>
    <message>
        <source>keeps different numbers open</source>
        <translation>залишає відкритими різні числа</translation>
    </message>
    <message>
        <source>keeps your row for your own train</source>
        <translation>зберігає твій ряд для власного потяга</translation>
    </message>
    <message>
        <source>lays the next tile of your longest row</source>
        <translation>кладе наступну кісточку твого найдовшого ряду</translation>
    </message>
    <message>
        <source>leaves fewer pips: about %1 instead of %2 after %3</source>
        <comment>%1 and %2 numbers of pips, %3 another move, e.g. 3|5 on the Mexican Train</comment>
        <translation>лишає менше очок: близько %1 замість %2 після %3</translation>
    </message>
    <message>
        <source>lifts the marker off your train</source>
        <translation>знімає маркер з твого потяга</translation>
    </message>
    <message>
        <source>no tile fits: draw</source>
        <translation>жодна кісточка не підходить: бери з базару</translation>
    </message>
    <message>
        <source>nothing fits: pass</source>
        <translation>нічого не підходить: пасуй</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>starts your longest row</source>
        <translation>починає твій найдовший ряд</translation>
    </message>
    <message>
        <source>the best of the tiles that fit, all things weighed</source>
        <translation>з усіх кісточок, що підходять, ця найкраща, якщо зважити все</translation>
    </message>
    <message>
        <source>the only tile that fits</source>
        <translation>єдина кісточка, що підходить</translation>
    </message>
    <message>
        <source>the only tile that fits, and any of its trains will do</source>
        <translation>єдина кісточка, що підходить, і всі потяги, куди вона лягає, однаково добрі</translation>
    </message>
    <message>
        <source>the only tile that fits, on the best of its trains, all things weighed</source>
        <translation>єдина кісточка, що підходить, на найкращий для неї потяг, якщо зважити все</translation>
    </message>
    <message>
        <source>your last tile: you go out</source>
        <translation>твоя остання кісточка: ти закінчуєш раунд</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> с</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Стіл гравця %1</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунди</numerusform>
            <numerusform>%n раундів</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Game server:</source>
        <translation>Ігровий се&amp;рвер:</translation>
    </message>
    <message>
        <source>&amp;Open the Lobby</source>
        <translation>Відкрити &amp;лобі</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>П&amp;орт:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Місця:</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Назва &amp;столу:</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Де:</translation>
    </message>
    <message>
        <source>A computer plays for someone &amp;away after:</source>
        <translation>Комп’ютер грає за того, хто не на &amp;зв’язку, через:</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>Дозволити &amp;перший хід кількома кісточками</translation>
    </message>
    <message>
        <source>At a game server on the internet (nobody opens a port)</source>
        <translation>На ігровому сервері в інтернеті (нікому не треба відкривати порт)</translation>
    </message>
    <message>
        <source>Full game (%1)</source>
        <translation>Повна гра (%1)</translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation>&amp;Тривалість гри:</translation>
    </message>
    <message>
        <source>Host a Table</source>
        <translation>Відкрити стіл</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>На цьому комп’ютері</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Пр&amp;авила:</translation>
    </message>
    <message>
        <source>Short game (%1)</source>
        <translation>Коротка гра (%1)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Твоє &amp;ім’я:</translation>
    </message>
    <message>
        <source>e.g. Kitchen table</source>
        <translation>напр. Кухонний стіл</translation>
    </message>
    <message>
        <source>e.g. games.example.org or 203.0.113.5:47124</source>
        <translation>напр. games.example.org або 203.0.113.5:47124</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>%1 You can watch it, and take a seat when one is free.</source>
        <translation>%1 Ти можеш дивитися гру й сісти, щойно місце звільниться.</translation>
    </message>
    <message>
        <source>%1 invites you to the table “%2”.</source>
        <translation>%1 запрошує тебе до столу «%2».</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a found table&apos;s line, then the name of its rule set</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free · %4</source>
        <translation>%1 · вільно %2 з %3 місць · %4</translation>
    </message>
    <message>
        <source>%1 · full · %2</source>
        <translation>%1 · стіл заповнений · %2</translation>
    </message>
    <message>
        <source>%1 · playing · %2</source>
        <translation>%1 · гра триває · %2</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адреса:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Приєднатися</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>П&amp;орт:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Дивитися</translation>
    </message>
    <message>
        <source>Ask the host for the address, the port and the join code.</source>
        <translation>Запитай у господаря столу адресу, порт і код входу.</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Код входу:</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Приєднатися до столу</translation>
    </message>
    <message>
        <source>No seat is free at this table now: you can watch it, and take a seat when one is free</source>
        <translation>За цим столом зараз немає вільного місця: ти можеш дивитися гру й сісти, щойно місце звільниться</translation>
    </message>
    <message>
        <source>No tables found yet. If the host told you an address, type it below.</source>
        <translation>Столів ще не знайдено. Якщо господар столу назвав тобі адресу, введи її нижче.</translation>
    </message>
    <message>
        <source>Searching for tables on your network…</source>
        <translation>Шукаємо столи у твоїй мережі…</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Столи у твоїй мережі:</translation>
    </message>
    <message>
        <source>The invitation filled in the table&apos;s address, port and join code. Give your name and join.</source>
        <translation>Запрошення вже заповнило адресу, порт і код входу до столу. Введи своє ім’я і приєднуйся.</translation>
    </message>
    <message>
        <source>Watch the table without a seat; you can take a free seat later</source>
        <translation>Дивитися на стіл без місця; вільне місце можна зайняти пізніше</translation>
    </message>
    <message>
        <source>You are invited to the table “%1”.</source>
        <translation>Тебе запрошено до столу «%1».</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Твоє &amp;ім’я:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>напр. 192.168.1.20</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <comment>View menu: the submenu that lists the languages</comment>
        <translation>&amp;Мова</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <source>&amp;Go On Playing</source>
        <translation>&amp;Грати далі</translation>
    </message>
    <message>
        <source>&amp;Host a Table</source>
        <translation>&amp;Відкрити стіл</translation>
    </message>
    <message>
        <source>&amp;Join a Table</source>
        <translation>&amp;Приєднатися до столу</translation>
    </message>
    <message>
        <source>&amp;Open the Other Game</source>
        <translation>&amp;Відкрити іншу гру</translation>
    </message>
    <message>
        <source>&amp;Start a New Game</source>
        <translation>&amp;Почати нову гру</translation>
    </message>
    <message>
        <source>Host a Table</source>
        <translation>Відкрити стіл</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>Приєднатися до столу</translation>
    </message>
    <message>
        <source>Leave the game in play and host a table?</source>
        <translation>Покинути поточну гру й відкрити стіл?</translation>
    </message>
    <message>
        <source>Leave the game in play and join a table?</source>
        <translation>Покинути поточну гру й приєднатися до столу?</translation>
    </message>
    <message>
        <source>Leave the game in play and open “%1”?</source>
        <comment>%1 a file name</comment>
        <translation>Покинути поточну гру й відкрити «%1»?</translation>
    </message>
    <message>
        <source>Leave the game in play and start a new one?</source>
        <translation>Покинути поточну гру й почати нову?</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <source>The game in play is saved either way: Game &gt; Open continues it from the file %1 in the folder %2.</source>
        <translation>Поточну гру буде збережено в будь-якому разі: Гра &gt; Відкрити продовжить її з файлу %1 у теці %2.</translation>
    </message>
    <message>
        <source>The game you left is kept in %1.</source>
        <translation>Покинуту гру збережено в %1.</translation>
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
        <translation>%1: крок %2 з %3</translation>
    </message>
    <message>
        <source>Ada has no tile for her own train or the Mexican Train, so she must draw one from the boneyard.</source>
        <translation>У Ada немає кісточки ні для свого потяга, ні для «Мексиканського потяга», тож вона бере одну з базару.</translation>
    </message>
    <message>
        <source>Ada is down to one tile too.</source>
        <translation>У Ada теж лишилася одна кісточка.</translation>
    </message>
    <message>
        <source>Ada lays on your train: your marker lets everyone lay there.</source>
        <translation>Ada кладе на твій потяг: через твій маркер туди може класти кожен.</translation>
    </message>
    <message>
        <source>Ada starts her own train.</source>
        <translation>Ada починає свій потяг.</translation>
    </message>
    <message>
        <source>Ada&apos;s train carries a marker, so you may lay there too. Lay %1 on Ada&apos;s train.</source>
        <translation>На потязі гравця Ada стоїть маркер, тож і ти можеш класти туди. Поклади %1 на потяг гравця Ada.</translation>
    </message>
    <message>
        <source>Boris has no tile to cover it, so he must draw.</source>
        <translation>Boris не має кісточки, щоб закрити його, тож бере з базару.</translation>
    </message>
    <message>
        <source>Boris is down to one tile, and the game tells everyone.</source>
        <translation>У Boris лишилася одна кісточка, і гра повідомляє про це всіх.</translation>
    </message>
    <message>
        <source>Boris lays on Ada&apos;s train, which carries a marker.</source>
        <translation>Boris кладе на потяг гравця Ada: на ньому стоїть маркер.</translation>
    </message>
    <message>
        <source>Boris lays on his own train: that lifts his marker.</source>
        <translation>Boris кладе на свій потяг: так він знімає свій маркер.</translation>
    </message>
    <message>
        <source>Boris lays on the Mexican Train too.</source>
        <translation>Boris теж кладе на «Мексиканський потяг».</translation>
    </message>
    <message>
        <source>Boris lays the double 4|4 and plays again: first he must cover it.</source>
        <translation>Boris кладе дубль 4|4 і ходить ще раз: спершу він має його закрити.</translation>
    </message>
    <message>
        <source>Boris left his double open: whoever plays next must cover it, on any train. Lay %1 on it.</source>
        <translation>Boris залишив свій дубль відкритим: хто ходить наступним, мусить його закрити, на будь-якому потязі. Поклади на нього %1.</translation>
    </message>
    <message>
        <source>Boris must draw, nothing fits, and he passes.</source>
        <translation>Boris бере з базару, нічого не підходить, і він пасує.</translation>
    </message>
    <message>
        <source>First read the note above, then press the button beside it.</source>
        <translation>Спершу прочитай текст угорі, а тоді натисни кнопку поруч.</translation>
    </message>
    <message>
        <source>Lay %1 on %2 or on %3.</source>
        <comment>%1 a tile, %2 and %3 trains</comment>
        <translation>Поклади %1 на %2 або на %3.</translation>
    </message>
    <message>
        <source>Lay %1 on %2.</source>
        <comment>%1 a tile, %2 a train</comment>
        <translation>Поклади %1 на %2.</translation>
    </message>
    <message>
        <source>Lay %1 on your own train: that lifts your marker, and your train is yours alone again.</source>
        <translation>Поклади %1 на свій потяг: так ти знімеш свій маркер, і потяг знову лише твій.</translation>
    </message>
    <message>
        <source>Lay the double %1 on your own train. Whoever lays a double plays again at once.</source>
        <translation>Поклади дубль %1 на свій потяг. Хто кладе дубль, одразу ходить ще раз.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Навчитися грати</translation>
    </message>
    <message>
        <source>None of your tiles fits your own train, the Mexican Train or Ada&apos;s train (it carries a marker), so you must draw a tile from the boneyard: press Draw (D).</source>
        <translation>Жодна твоя кісточка не підходить ні до твого потяга, ні до «Мексиканського потяга», ні до потяга гравця Ada (на ньому маркер), тож треба взяти кісточку з базару: натисни «Взяти з базару» (D).</translation>
    </message>
    <message>
        <source>Nothing fits again: draw a tile (D).</source>
        <translation>Знову нічого не підходить: візьми кісточку з базару (D).</translation>
    </message>
    <message>
        <source>Press Draw (D).</source>
        <translation>Натисни «Взяти з базару» (D).</translation>
    </message>
    <message>
        <source>Press Pass (P).</source>
        <translation>Натисни «Пасувати» (P).</translation>
    </message>
    <message>
        <source>Start your own train: drag %1 onto the row “Your train”. The first tile of every train must carry the engine&apos;s number, 12.</source>
        <translation>Почни свій потяг: перетягни %1 на колію «Твій потяг». Перша кісточка кожного потяга має містити число локомотива — 12.</translation>
    </message>
    <message>
        <source>The Mexican Train belongs to everyone: anyone may lay on it on any turn. Start it: drag %1 onto the Mexican Train.</source>
        <translation>«Мексиканський потяг» спільний: кожен може класти на нього, коли настає його хід. Почни його: перетягни %1 на «Мексиканський потяг».</translation>
    </message>
    <message>
        <source>The drawn tile does not cover the double: Boris passes and gets a marker. The double stays open for the next seat.</source>
        <translation>Взята кісточка не закриває дубль: Boris пасує, і на його потяг ставлять маркер. Дубль лишається відкритим для наступного.</translation>
    </message>
    <message>
        <source>The drawn tile does not fit either: Ada passes, and a marker (the small locomotive) goes on her train. Now everyone may lay there.</source>
        <translation>Взята кісточка теж не підходить: Ada пасує, і на її потяг ставлять маркер (маленький паровозик). Тепер туди може класти кожен.</translation>
    </message>
    <message>
        <source>The drawn tile fits nowhere, so you pass (P). A marker goes on your train: until you lay on it yourself, everyone may lay there.</source>
        <translation>Взята кісточка нікуди не підходить, тож ти пасуєш (P). На твій потяг ставлять маркер: доки ти не покладеш на нього кісточку, туди може класти кожен.</translation>
    </message>
    <message>
        <source>The round is over. Everyone adds the pips left in their hand to their points: %1. The 0|0 tile counts 50, not 0; you went out and add nothing. After the last round the lowest total wins.</source>
        <comment>%1 lists each seat and its points</comment>
        <translation>Раунд закінчено. Кожен додає до своїх очок очки кісточок, що лишилися в руці: %1. Кісточка 0|0 коштує 50, а не 0; у тебе не лишилося кісточок, тож ти нічого не додаєш. Після останнього раунду перемагає той, у кого найменше очок.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step asks for another move.</source>
        <translation>Правила це дозволяють, але цей крок вимагає іншого ходу.</translation>
    </message>
    <message>
        <source>Wait: %1 is playing.</source>
        <translation>Зачекай: зараз хід гравця %1.</translation>
    </message>
    <message>
        <source>Welcome! This round teaches Mexican Train by playing it, against Ada and Boris. The double 12|12 in the middle is the engine: every train starts from it. In a real game each of you is dealt 15 tiles; here 7, so that the round is short. Whoever is first to lay all their tiles wins the round.</source>
        <translation>Ласкаво просимо! Цей раунд навчить тебе «Мексиканського потяга» просто під час гри, проти Ada і Boris. Дубль 12|12 посередині — це локомотив: від нього починається кожен потяг. У справжній грі кожен отримує 15 кісточок; тут 7, щоб раунд був коротким. Раунд виграє той, хто першим викладе всі свої кісточки.</translation>
    </message>
    <message>
        <source>You drew %1, and it fits your own train: a drawn tile that fits is laid at once. Lay it there.</source>
        <translation>З базару прийшла кісточка %1, і вона підходить до твого потяга: взяту кісточку, що підходить, кладуть одразу. Поклади її туди.</translation>
    </message>
    <message>
        <source>You have one tile left, and everyone was told, as when Boris and Ada got down to one. Lay your last tile %1 where it fits and you go out: the round ends at once.</source>
        <translation>У тебе лишилася одна кісточка, і всіх про це повідомлено, як тоді з Boris і Ada. Поклади останню кісточку %1 туди, де вона підходить, і раунд одразу закінчиться.</translation>
    </message>
    <message>
        <source>Your double is open, and an open double must be covered before anything else. Cover it: lay %1 on it.</source>
        <translation>Твій дубль відкритий, а відкритий дубль треба закрити раніше за все інше. Закрий його: поклади на нього %1.</translation>
    </message>
</context>
<context>
    <name>LessonCard</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Далі</translation>
    </message>
    <message>
        <source>&amp;Leave the Lesson</source>
        <translation>&amp;Вийти з уроку</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>По&amp;чати</translation>
    </message>
    <message>
        <source>Back to the game you were playing; Help &gt; Learn to Play starts the lesson again.</source>
        <translation>Назад до твоєї гри; «Довідка &gt; Навчитися грати» почне урок знову.</translation>
    </message>
    <message>
        <source>Fi&amp;nish</source>
        <translation>&amp;Готово</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
</context>
<context>
    <name>LobbyTexts</name>
    <message>
        <source>%1 (one computer)</source>
        <translation>%1 (за одним комп’ютером)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 і %2</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <source> or </source>
        <translation> або </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунди</numerusform>
            <numerusform>%n раундів</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Закрити стіл</translation>
    </message>
    <message>
        <source>&amp;Fill Open Seats with Computers</source>
        <translation>Зайняти вільні місця &amp;комп’ютерами</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Почати</translation>
    </message>
    <message>
        <source>A few set words such as “Nice move!”, shown beside the seat that sent them; no free text.</source>
        <translation>Кілька готових фраз, як-от «Гарний хід!», показаних біля місця того, хто їх надіслав; без вільного тексту.</translation>
    </message>
    <message>
        <source>Add a Perso&amp;n at This Computer</source>
        <translation>&amp;Додати людину за цим комп’ютером</translation>
    </message>
    <message>
        <source>Allow reactions across the &amp;table</source>
        <translation>Дозволити &amp;реакції за столом</translation>
    </message>
    <message>
        <source>Allow the starting &amp;run</source>
        <translation>Дозволити перший &amp;хід кількома кісточками</translation>
    </message>
    <message>
        <source>Co&amp;py Code</source>
        <translation>Копі&amp;ювати код</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
    <message>
        <source>Copy &amp;Invitation</source>
        <translation>Копіювати запро&amp;шення</translation>
    </message>
    <message>
        <source>Every seat is taken: press Start.</source>
        <translation>Усі місця зайняті: натисни «Почати».</translation>
    </message>
    <message>
        <source>Full game (%1)</source>
        <translation>Повна гра (%1)</translation>
    </message>
    <message>
        <source>If someone is &amp;away:</source>
        <translation>Якщо хтось &amp;не на зв’язку:</translation>
    </message>
    <message>
        <source>Join code: read it out to the others</source>
        <translation>Код входу: прочитай його іншим</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Лобі</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Пр&amp;авила:</translation>
    </message>
    <message>
        <source>Short game (%1)</source>
        <translation>Коротка гра (%1)</translation>
    </message>
    <message>
        <source>Someone sharing this computer takes a seat of their own; the computer is passed round between you, as at a local game.</source>
        <translation>Той, хто грає за цим самим комп’ютером, займає власне місце; комп’ютер передають із рук у руки, як у грі на одному комп’ютері.</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can join (port %1).</source>
        <translation>Цей комп’ютер не під’єднано до мережі: приєднатися можна лише з нього самого (порт %1).</translation>
    </message>
    <message>
        <source>To join by hand, type the address %1 and the port %2.</source>
        <translation>Щоб приєднатися вручну, введи адресу %1 і порт %2.</translation>
    </message>
    <message>
        <source>Waiting for %1 to answer Play Again…</source>
        <translation>Чекаємо, що відповість %1 на «Зіграти ще раз»…</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Чекаємо на гравців…</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Чекаємо, поки господар столу почне гру…</translation>
    </message>
    <message>
        <source>no reactions</source>
        <translation>без реакцій</translation>
    </message>
    <message>
        <source>no starting run</source>
        <translation>без першого ходу кількома кісточками</translation>
    </message>
    <message>
        <source>starting run allowed</source>
        <translation>перший хід кількома кісточками дозволено</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 s per move</source>
        <translation>%1 с на хід</translation>
    </message>
    <message>
        <source>&amp;About Mexican Train</source>
        <translation>&amp;Про «Мексиканський потяг»</translation>
    </message>
    <message>
        <source>&amp;Export Record…</source>
        <translation>&amp;Експортувати запис…</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Швидка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Host a Table…</source>
        <translation>Відкрити &amp;стіл…</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Миттєва</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>&amp;Приєднатися до столу…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Навчитися грати</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Хід</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Звичайна</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Нала&amp;штування…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Score Sheet</source>
        <translation>&amp;Таблиця очок</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Повільна</translation>
    </message>
    <message>
        <source>&amp;Speed of the computer players</source>
        <translation>&amp;Швидкість комп’ютерних гравців</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Системна мова</translation>
    </message>
    <message>
        <source>&amp;Thinking Time of Hard Players</source>
        <translation>Час на &amp;роздуми сильних суперників</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Watch a Game…</source>
        <translation>Пере&amp;глянути гру…</translation>
    </message>
    <message>
        <source>Game number %1</source>
        <extracomment>where the game just left is kept, said again once the next game is dealt (ui/window/leave_game.py)</extracomment>
        <translation>Гра № %1</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Стат&amp;истика…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Налаштування скинуто</translation>
    </message>
    <message>
        <source>Show &amp;Numerals on Tiles</source>
        <translation>Показувати &amp;числа на кісточках</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Щось пішло не так</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Пошкоджений файл відкладено під назвою %1.</translation>
    </message>
    <message>
        <source>The game met an unexpected error. Your game was saved, and the error was written to the log file; you can play on.</source>
        <translation>У грі сталася неочікувана помилка. Твою гру збережено, а помилку записано в журнал; можна грати далі.</translation>
    </message>
    <message>
        <source>The settings file was damaged, so the game started with its defaults.</source>
        <translation>Файл налаштувань пошкоджено, тож гра запустилася з типовими налаштуваннями.</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>%1

Ask the host to read out the words their lobby shows (in English, whatever the language). Join only if they are the same: if they differ, someone between you and the table may be pretending to be it.</source>
        <translation>%1

Попроси господаря столу прочитати слова, які показує його лобі (англійською, якою б мовою не була програма). Приєднуйся, лише якщо вони ті самі: якщо вони різні, хтось між тобою і столом може видавати себе за нього.</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Закрити стіл</translation>
    </message>
    <message>
        <source>&amp;Close the Table and Quit</source>
        <translation>Закрити стіл і &amp;вийти</translation>
    </message>
    <message>
        <source>&amp;Do Not Join</source>
        <translation>&amp;Не приєднуватися</translation>
    </message>
    <message>
        <source>&amp;End It for Everyone and Quit</source>
        <translation>&amp;Завершити для всіх і вийти</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <extracomment>the table&apos;s opening the last view came from (`seq // SEQ_RUN`): a higher one, the table itself went</extracomment>
        <translation>&amp;Вийти з-за столу</translation>
    </message>
    <message>
        <source>&amp;Leave the Table and Quit</source>
        <translation>Вийти з-за столу й &amp;закрити програму</translation>
    </message>
    <message>
        <source>&amp;Name of the person at this computer:</source>
        <translation>&amp;Ім’я людини за цим комп’ютером:</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Не зараз</translation>
    </message>
    <message>
        <source>&amp;Pause the Table and Quit</source>
        <translation>&amp;Призупинити стіл і вийти</translation>
    </message>
    <message>
        <source>&amp;Rejoin the Table</source>
        <translation>&amp;Повернутися до столу</translation>
    </message>
    <message>
        <source>&amp;Reopen the Table</source>
        <translation>&amp;Знову відкрити стіл</translation>
    </message>
    <message>
        <source>&amp;Same Words: Join</source>
        <translation>&amp;Слова ті самі: приєднатися</translation>
    </message>
    <message>
        <source>&amp;Stay at the Table</source>
        <translation>За&amp;лишитися за столом</translation>
    </message>
    <message>
        <source>&amp;Trust the New Certificate</source>
        <translation>&amp;Довіряти новому сертифікату</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Спробувати ще раз</translation>
    </message>
    <message>
        <source>Add a Person</source>
        <translation>Додати людину</translation>
    </message>
    <message>
        <source>Another rule set</source>
        <translation>Інший набір правил</translation>
    </message>
    <message>
        <source>Close the table “%1”? Still connected: %2.</source>
        <translation>Закрити стіл «%1»? Досі під’єднані: %2.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Закрити стіл?</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>З’єднання втрачено</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Усі місця зайняті.</translation>
    </message>
    <message>
        <source>Expected: %1
Shown: %2</source>
        <translation>Очікувалося: %1
Показано: %2</translation>
    </message>
    <message>
        <source>Is this the host&apos;s table?</source>
        <translation>Це стіл, який відкрив господар столу?</translation>
    </message>
    <message>
        <source>Leave the table “%1” in the middle of the game?</source>
        <translation>Вийти з-за столу «%1» посеред гри?</translation>
    </message>
    <message>
        <source>Leave the table “%1”?</source>
        <translation>Вийти з-за столу «%1»?</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Вийти з-за столу?</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Місця не надано</translation>
    </message>
    <message>
        <source>Not the table&apos;s certificate</source>
        <translation>Це не сертифікат цього столу</translation>
    </message>
    <message>
        <source>Pause the table: the others wait, and it reopens when you start the app again.
End it for everyone: the others&apos; game ends here; it is kept in your saves.</source>
        <translation>Призупинити стіл: інші чекають, і стіл знову відкриється, коли ти знову запустиш програму.
Завершити для всіх: для інших гра на цьому закінчиться; її буде збережено серед твоїх збережень.</translation>
    </message>
    <message>
        <source>Quit while the table plays?</source>
        <translation>Вийти, поки за столом грають?</translation>
    </message>
    <message>
        <source>Quit while the table “%1” is playing? Still connected: %2.</source>
        <translation>Вийти, поки за столом «%1» грають? Досі під’єднані: %2.</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>Повернутися до столу?</translation>
    </message>
    <message>
        <source>Reopen the table?</source>
        <translation>Знову відкрити стіл?</translation>
    </message>
    <message>
        <source>That is not a game server&apos;s address. Type it as name or name:port.</source>
        <translation>Це не адреса ігрового сервера. Введи її як ім’я або ім’я:порт.</translation>
    </message>
    <message>
        <source>The others play on; a computer plays your seat.</source>
        <translation>Інші гратимуть далі; твоє місце займе комп’ютер.</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Не вдалося відкрити стіл</translation>
    </message>
    <message>
        <source>The table could not be reached</source>
        <translation>Не вдалося зв’язатися зі столом</translation>
    </message>
    <message>
        <source>The table was closed</source>
        <translation>Стіл закрито</translation>
    </message>
    <message>
        <source>The table “%1” was still playing when the app closed. Reopen it? The others&apos; apps reconnect by themselves.</source>
        <translation>Коли програму закрили, за столом «%1» ще тривала гра. Відкрити його знову? Програми інших гравців під’єднаються самі.</translation>
    </message>
    <message>
        <source>Their game ends here; the game is kept in your saves.</source>
        <translation>Для них гра на цьому закінчиться; саму гру буде збережено серед твоїх збережень.</translation>
    </message>
    <message>
        <source>Their seats at this table are given up.</source>
        <translation>Їхні місця за цим столом звільняться.</translation>
    </message>
    <message>
        <source>These seats cannot play this rule set: %1</source>
        <translation>З такою кількістю місць за цим набором правил грати не можна: %1</translation>
    </message>
    <message>
        <source>This invitation cannot be used</source>
        <translation>Цим запрошенням не можна скористатися</translation>
    </message>
    <message>
        <source>This is the first time you join the table at %1. Its certificate&apos;s words are:</source>
        <translation>Ти вперше приєднуєшся до столу за адресою %1. Слова його сертифіката:</translation>
    </message>
    <message>
        <source>You were playing at the table “%1” as %2 at this computer when the app closed. Rejoin it now? Your seats are kept for you.</source>
        <translation>Коли програма закрилася, за цим комп’ютером за столом «%1» ще грали %2. Повернутися зараз? Ці місця збережено.</translation>
    </message>
    <message>
        <source>You were playing at the table “%1” as %2 when the app closed. Rejoin it now? Your seat is kept for you.</source>
        <translation>Коли програма закрилася, твоя гра за столом «%1» під ім’ям %2 ще тривала. Повернутися зараз? Твоє місце за тобою збережено.</translation>
    </message>
    <message>
        <source>Your seat there is given up.</source>
        <translation>Твоє місце там звільниться.</translation>
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
        <translation>%1 не дозволяє тобі сісти за стіл.</translation>
    </message>
    <message>
        <source>%1 invites you to the Mexican Train table “%2”.

Click this link to join (your app asks only for your name):
%3

Mexican Train not installed? Install it, then choose Game &gt; Join a Table… and type the address %4, the port %5 and the join code %6.</source>
        <translation>%1 запрошує тебе до столу «%2» у «Мексиканському потязі».

Натисни це посилання, щоб приєднатися (програма запитає лише твоє ім’я):
%3

«Мексиканський потяг» ще не встановлено? Встанови його, потім вибери Гра &gt; Приєднатися до столу… і введи адресу %4, порт %5 і код входу %6.</translation>
    </message>
    <message>
        <source>%1 is away.</source>
        <translation>%1 немає на зв’язку.</translation>
    </message>
    <message>
        <source>%1 is away. If they are not back, a computer plays for them in %2.</source>
        <translation>%1 немає на зв’язку. Якщо цей гравець не повернеться, за %2 замість нього гратиме комп’ютер.</translation>
    </message>
    <message>
        <source>%1 is away. The table waits until they are back.</source>
        <translation>%1 немає на зв’язку. Стіл чекає, поки цей гравець повернеться.</translation>
    </message>
    <message>
        <source>%1 is away: a computer is choosing the move for now.</source>
        <translation>%1 немає на зв’язку: поки що хід обирає комп’ютер.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 знову на зв’язку.</translation>
    </message>
    <message>
        <source>%1 left the table; a computer plays for them.</source>
        <translation>%1 залишає стіл: далі замість цієї людини грає комп’ютер.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes, abbreviated</comment>
        <translation>%1 хв</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds, abbreviated</comment>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 wants to play again.</source>
        <translation>%1 хоче зіграти ще раз.</translation>
    </message>
    <message>
        <source>%1 would like to take seat %2, which a computer plays since %3 left.</source>
        <translation>%1 хоче сісти на місце %2, за яке грає комп’ютерний гравець, бо %3 більше немає за столом.</translation>
    </message>
    <message>
        <source>%1, %2 wants to play again.</source>
        <translation>%1, %2 хоче зіграти ще раз.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>A computer covered %1 for you.</source>
        <translation>Комп’ютер за тебе закриває %1.</translation>
    </message>
    <message>
        <source>A computer drew a tile for you.</source>
        <translation>Комп’ютер за тебе бере кісточку з базару.</translation>
    </message>
    <message>
        <source>A computer laid %1 on %2 for you.</source>
        <translation>Комп’ютер за тебе кладе %1 на %2.</translation>
    </message>
    <message>
        <source>A computer passed for you.</source>
        <translation>Комп’ютер за тебе пасує.</translation>
    </message>
    <message>
        <source>A computer plays for %1 until they are back.</source>
        <translation>Поки %1 немає на зв’язку, замість цього гравця грає комп’ютер.</translation>
    </message>
    <message>
        <source>A new game at this table with the same rules. Play, or leave the table: your seat is then free for someone else.</source>
        <translation>Нова гра за цим столом за тими самими правилами. Грай або вийди з-за столу: тоді твоє місце стане вільним для когось іншого.</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Не на зв’язку</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Комп’ютер (%1)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>На зв’язку</translation>
    </message>
    <message>
        <source>Connected to the table.</source>
        <translation>З’єднано зі столом.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>З’єднання зі столом…</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Expected: %1
Shown now: %2

If the host confirms the new words (the host&apos;s lobby shows them), choose Trust the New Certificate. If not, do not join.</source>
        <translation>Очікувалося: %1
Зараз показано: %2

Якщо господар столу підтвердить нові слова (їх видно в його лобі), вибери «Довіряти новому сертифікату». Якщо ні, не приєднуйся.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильний</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Господар столу</translation>
    </message>
    <message>
        <source>If someone is away, a computer plays for them after %1.</source>
        <translation>Якщо хтось не на зв’язку, через %1 замість цього гравця грає комп’ютер.</translation>
    </message>
    <message>
        <source>If someone is away, the table waits for them.</source>
        <translation>Якщо хтось не на зв’язку, стіл чекає на цього гравця.</translation>
    </message>
    <message>
        <source>No computer of that name was found. Check the address you typed.</source>
        <translation>Комп’ютера з такою назвою не знайдено. Перевір введену адресу.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайний</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Немає зв’язку зі столом.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Немає з’єднання.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Вільне</translation>
    </message>
    <message>
        <source>Port %1 cannot be opened (%2). Choose another port.</source>
        <translation>Порт %1 не вдається відкрити (%2). Вибери інший порт.</translation>
    </message>
    <message>
        <source>Port %1 is already used by another program, perhaps another table. Choose another port.</source>
        <translation>Порт %1 уже зайнятий іншою програмою, можливо, іншим столом. Вибери інший порт.</translation>
    </message>
    <message>
        <source>Someone else took the seat you asked for.</source>
        <translation>Місце, на яке був твій запит, уже зайняв хтось інший.</translation>
    </message>
    <message>
        <source>Someone else took the seat you asked for. You may take seat %1; a computer plays it until then.</source>
        <translation>Місце, на яке був твій запит, уже зайняв хтось інший. Ти можеш сісти на місце %1; доти за нього грає комп’ютер.</translation>
    </message>
    <message>
        <source>Sorry, every seat at this table is taken.</source>
        <translation>На жаль, усі місця за цим столом зайняті.</translation>
    </message>
    <message>
        <source>That computer was found, but no table is open on that port. Check the port, and that the host has opened the lobby.</source>
        <translation>Комп’ютер знайдено, але на цьому порту немає відкритого столу. Перевір порт і чи відкрив господар столу лобі.</translation>
    </message>
    <message>
        <source>The address in this invitation is not right. Ask the host to copy the invitation again.</source>
        <translation>Адреса в цьому запрошенні неправильна. Попроси господаря столу ще раз скопіювати запрошення.</translation>
    </message>
    <message>
        <source>The connection to the host was lost and could not be made again. The host&apos;s app may have stopped, or its computer left the network.</source>
        <translation>Зв’язок із господарем столу втрачено, і відновити його не вдалося. Можливо, його програма закрилася або комп’ютер вийшов із мережі.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>З’єднання зі столом втрачено.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Гра за цим столом уже почалася.</translation>
    </message>
    <message>
        <source>The game server asks to wait a moment before the next change.</source>
        <translation>Ігровий сервер просить трохи зачекати перед наступною зміною.</translation>
    </message>
    <message>
        <source>The game server did not answer. Try again in a moment.</source>
        <translation>Ігровий сервер не відповів. Спробуй ще раз за мить.</translation>
    </message>
    <message>
        <source>The game server did not do that now: %1</source>
        <translation>Ігровий сервер зараз цього не зробив: %1</translation>
    </message>
    <message>
        <source>The game server no longer takes this app for the table&apos;s host.</source>
        <translation>Ігровий сервер більше не вважає цю програму господарем столу.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Господар столу закрив стіл.</translation>
    </message>
    <message>
        <source>The host refused (%1).</source>
        <translation>Господар столу відмовив (%1).</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Господар столу прибрав тебе з-за столу.</translation>
    </message>
    <message>
        <source>The join code in this invitation is not right. Ask the host to copy the invitation again.</source>
        <translation>Код входу в цьому запрошенні неправильний. Попроси господаря столу ще раз скопіювати запрошення.</translation>
    </message>
    <message>
        <source>The join code is not right. Ask the host for it again.</source>
        <translation>Код входу неправильний. Запитай його в господаря столу ще раз.</translation>
    </message>
    <message>
        <source>The line to the host is down.</source>
        <translation>Зв’язок із господарем столу перервано.</translation>
    </message>
    <message>
        <source>The round so far: %1 moves. The last %2:</source>
        <translation>Раунд досі: ходів — %1. Останні %2:</translation>
    </message>
    <message numerus="yes">
        <source>The round so far: %n move(s):</source>
        <translation>
            <numerusform>Раунд досі: %n хід:</numerusform>
            <numerusform>Раунд досі: %n ходи:</numerusform>
            <numerusform>Раунд досі: %n ходів:</numerusform>
        </translation>
    </message>
    <message>
        <source>The seat was not given to you.</source>
        <translation>Місце тобі не віддали.</translation>
    </message>
    <message>
        <source>The table at this address shows a different certificate than last time, so nothing was sent to it. The host may have a new computer or may have installed the app again; or someone between you and the table is pretending to be it.</source>
        <translation>Стіл за цією адресою показує інший сертифікат, ніж минулого разу, тому йому нічого не надіслано. Можливо, господар столу має новий комп’ютер або встановив програму заново; або хтось між тобою і столом видає себе за нього.</translation>
    </message>
    <message>
        <source>The table cannot be reached. Check the address and the port, and that the host is running.</source>
        <translation>Стіл недоступний. Перевір адресу й порт і чи працює гра в господаря столу.</translation>
    </message>
    <message>
        <source>The table did not show the certificate its invitation or its announcement named, so nothing was sent to it. Someone between you and the table may be pretending to be it. Ask the host for a new invitation.</source>
        <translation>Стіл не показав сертифікат, названий у його запрошенні чи оголошенні, тому йому нічого не надіслано. Можливо, хтось між тобою і столом видає себе за нього. Попроси господаря столу про нове запрошення.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>Стіл зараз зайнятий. Спробуй ще раз за мить.</translation>
    </message>
    <message>
        <source>The table no longer knows your seat. Join again with the join code.</source>
        <translation>Стіл більше не знає твого місця. Приєднайся знову з кодом входу.</translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n minute(s); it is back.</source>
        <translation>
            <numerusform>Столу не було %n хвилину; він знову працює.</numerusform>
            <numerusform>Столу не було %n хвилини; він знову працює.</numerusform>
            <numerusform>Столу не було %n хвилин; він знову працює.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was gone for %n second(s); it is back.</source>
        <translation>
            <numerusform>Столу не було %n секунду; він знову працює.</numerusform>
            <numerusform>Столу не було %n секунди; він знову працює.</numerusform>
            <numerusform>Столу не було %n секунд; він знову працює.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table&apos;s certificate: %1. The host&apos;s lobby shows the same words, in English whatever its language: compare them on the phone when you joined by typing the address.</source>
        <translation>Сертифікат столу: %1. У лобі господаря столу ті самі англійські слова, якою б мовою не була програма: порівняй їх телефоном, якщо адресу введено вручну.</translation>
    </message>
    <message>
        <source>This game server already holds as many tables from your address as it allows. Close one, or try again later.</source>
        <translation>На цьому ігровому сервері вже стільки столів із твоєї адреси, скільки він дозволяє. Закрий один або спробуй пізніше.</translation>
    </message>
    <message>
        <source>This game server has no room for another table now. Try again later, or another game server.</source>
        <translation>Цей ігровий сервер зараз не може прийняти ще один стіл. Спробуй пізніше або інший ігровий сервер.</translation>
    </message>
    <message>
        <source>This invitation does not say which certificate the table has, or says it wrongly, so the table could not be checked. Ask the host to copy the invitation again.</source>
        <translation>У цьому запрошенні не вказано сертифікат столу або вказано неправильно, тож стіл не вдалося перевірити. Попроси господаря столу ще раз скопіювати запрошення.</translation>
    </message>
    <message>
        <source>This is not an invitation to a Mexican Train table.</source>
        <translation>Це не запрошення до столу «Мексиканського потяга».</translation>
    </message>
    <message>
        <source>This table already has as many watchers as it takes (8). Try again later.</source>
        <translation>За цим столом уже стільки глядачів, скільки він приймає (8). Спробуй пізніше.</translation>
    </message>
    <message>
        <source>This table runs a newer version of Mexican Train: the host runs %1, you run %2. Update your app to join it.</source>
        <extracomment>the refusals that say how long to wait (the server helper&apos;s strings, kept apart for merging)</extracomment>
        <translation>За цим столом грають у новішу версію «Мексиканського потяга»: у господаря столу %1, у тебе %2. Онови свою програму, щоб приєднатися.</translation>
    </message>
    <message>
        <source>This table runs an older version of Mexican Train: the host runs %1, you run %2. Ask the host to update the app; then join again.</source>
        <translation>За цим столом грають у старішу версію «Мексиканського потяга»: у господаря столу %1, у тебе %2. Попроси господаря столу оновити програму, а тоді приєднуйся знову.</translation>
    </message>
    <message>
        <source>This table runs another version of Mexican Train: the host runs %1, you run %2. Both must run the same version.</source>
        <translation>За цим столом грають в іншу версію «Мексиканського потяга»: у господаря столу %1, у тебе %2. Версія має бути однакова.</translation>
    </message>
    <message>
        <source>This table&apos;s certificate: %1. Whoever joins by address sees these words in their lobby, in English whatever their language: if theirs differ, they are not at your table.</source>
        <translation>Сертифікат цього столу: %1. Хто приєднується за адресою, бачить у своєму лобі ці самі англійські слова, якою б мовою не була програма: якщо вони інші, ця людина не за твоїм столом.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a moment before trying again.</source>
        <translation>Забагато неправильних кодів: зачекай трохи, перш ніж пробувати знову.</translation>
    </message>
    <message>
        <source>Waiting for the host to come back…</source>
        <translation>Чекаємо, поки господар столу повернеться…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for the host to come back… (trying again in %n second(s))</source>
        <translation>
            <numerusform>Чекаємо, поки господар столу повернеться… (нова спроба через %n секунду)</numerusform>
            <numerusform>Чекаємо, поки господар столу повернеться… (нова спроба через %n секунди)</numerusform>
            <numerusform>Чекаємо, поки господар столу повернеться… (нова спроба через %n секунд)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to come back… (trying now)</source>
        <translation>Чекаємо, поки господар столу повернеться… (пробуємо зараз)</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>Дивляться: %1</translation>
    </message>
    <message>
        <source>What answered at that address is no table this app can join safely: it does not encrypt the connection. If it is a table, the host&apos;s app is older than yours: ask the host to update the app.</source>
        <translation>Те, що відповіло за цією адресою, не є столом, до якого ця програма може безпечно приєднатися: з’єднання не шифрується. Якщо це стіл, то програма господаря столу старіша за твою: попроси господаря столу оновити програму.</translation>
    </message>
    <message>
        <source>While you were away, %1 moves happened. The last %2:</source>
        <translation>Поки тебе не було, зроблено ходів: %1. Останні %2:</translation>
    </message>
    <message numerus="yes">
        <source>While you were away, %n move(s) happened:</source>
        <translation>
            <numerusform>Поки тебе не було, зроблено %n хід:</numerusform>
            <numerusform>Поки тебе не було, зроблено %n ходи:</numerusform>
            <numerusform>Поки тебе не було, зроблено %n ходів:</numerusform>
        </translation>
    </message>
    <message>
        <source>While you were away, a computer played for you: %1.</source>
        <translation>Поки тебе не було, за тебе грав комп’ютер: %1.</translation>
    </message>
    <message>
        <source>You are watching. Take a free seat to play.</source>
        <translation>Ти дивишся. Займи вільне місце, щоб грати.</translation>
    </message>
    <message>
        <source>You asked for seat %1. The seat is given when this round ends.</source>
        <translation>Твій запит на місце %1 надіслано. Місце буде віддано, коли закінчиться цей раунд.</translation>
    </message>
    <message>
        <source>You asked for seat %1. When this round ends, %2 is asked to let you sit down.</source>
        <translation>Твій запит на місце %1 надіслано. Коли закінчиться цей раунд, %2 отримає запит, чи посадити тебе.</translation>
    </message>
    <message>
        <source>You may take seat %1; a computer plays it until then.</source>
        <translation>Ти можеш сісти на місце %1; доти за нього грає комп’ютер.</translation>
    </message>
    <message>
        <source>Your game so far is kept: the table, the players, each round&apos;s points and the totals, in %1.</source>
        <translation>Твою гру дотепер збережено: стіл, гравців, очки кожного раунду й підсумки, у %1.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or computer.</source>
        <translation>Твоє місце зайняли з іншого вікна чи комп’ютера.</translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n minute(s)</source>
        <translation>
            <numerusform>через %n хвилину за нього грає комп’ютер</numerusform>
            <numerusform>через %n хвилини за нього грає комп’ютер</numerusform>
            <numerusform>через %n хвилин за нього грає комп’ютер</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a computer plays for them after %n second(s)</source>
        <translation>
            <numerusform>через %n секунду за нього грає комп’ютер</numerusform>
            <numerusform>через %n секунди за нього грає комп’ютер</numerusform>
            <numerusform>через %n секунд за нього грає комп’ютер</numerusform>
        </translation>
    </message>
    <message>
        <source>away: a computer plays for now</source>
        <translation>не на зв’язку: поки що грає комп’ютер</translation>
    </message>
    <message>
        <source>away: a computer plays in %1</source>
        <translation>не на зв’язку: за %1 гратиме комп’ютер</translation>
    </message>
    <message>
        <source>away: the table waits</source>
        <translation>не на зв’язку: стіл чекає</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>на зв’язку</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>бере з базару</translation>
    </message>
    <message>
        <source>hosting</source>
        <translation>господар столу</translation>
    </message>
    <message>
        <source>laid %1</source>
        <translation>кладе %1</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>не на зв’язку</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пасує</translation>
    </message>
    <message>
        <source>the table waits for them</source>
        <translation>стіл чекає на нього</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ти</translation>
    </message>
</context>
<context>
    <name>NetWaits</name>
    <message numerus="yes">
        <source>Someone took your seat with your reconnection token: another window or computer of yours, or someone who read it off the network. Your app takes the seat back once, in %n second(s).</source>
        <translation>
            <numerusform>Хтось зайняв твоє місце твоїм ключем для повторного з’єднання: інше твоє вікно чи комп’ютер або хтось, хто підгледів його в мережі. Твоя програма один раз поверне собі місце через %n секунду.</numerusform>
            <numerusform>Хтось зайняв твоє місце твоїм ключем для повторного з’єднання: інше твоє вікно чи комп’ютер або хтось, хто підгледів його в мережі. Твоя програма один раз поверне собі місце через %n секунди.</numerusform>
            <numerusform>Хтось зайняв твоє місце твоїм ключем для повторного з’єднання: інше твоє вікно чи комп’ютер або хтось, хто підгледів його в мережі. Твоя програма один раз поверне собі місце через %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The join code is not right. Ask the host for it again, then try again in %n second(s).</source>
        <translation>
            <numerusform>Код входу неправильний. Запитай його в господаря столу ще раз і спробуй знову через %n секунду.</numerusform>
            <numerusform>Код входу неправильний. Запитай його в господаря столу ще раз і спробуй знову через %n секунди.</numerusform>
            <numerusform>Код входу неправильний. Запитай його в господаря столу ще раз і спробуй знову через %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes came from your network. Try again in %n second(s).</source>
        <translation>
            <numerusform>З твоєї мережі надійшло забагато неправильних кодів. Спробуй знову через %n секунду.</numerusform>
            <numerusform>З твоєї мережі надійшло забагато неправильних кодів. Спробуй знову через %n секунди.</numerusform>
            <numerusform>З твоєї мережі надійшло забагато неправильних кодів. Спробуй знову через %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your seat changed hands a moment ago. Your app tries again in %n second(s).</source>
        <translation>
            <numerusform>Твоє місце щойно перейшло до іншого з’єднання. Твоя програма спробує знову через %n секунду.</numerusform>
            <numerusform>Твоє місце щойно перейшло до іншого з’єднання. Твоя програма спробує знову через %n секунди.</numerusform>
            <numerusform>Твоє місце щойно перейшло до іншого з’єднання. Твоя програма спробує знову через %n секунд.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Роздати</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Змінити…</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Кількість &amp;гравців:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>Прав&amp;ила:</translation>
    </message>
    <message>
        <source>&amp;Starting run: several tiles on your own train in the first turn</source>
        <translation>&amp;Перший хід кількома кісточками (поспіль на свій потяг)</translation>
    </message>
    <message>
        <source>A double-%1 set seats 2 to %2 players, so the players went down from %3 to %2.</source>
        <extracomment>a first start&apos;s &quot;Learn to Play first&quot;: the dialog closed without a deal, the lesson wanted (players before, players now) when the set chosen seated fewer than were chosen</extracomment>
        <translation>Набором дубль-%1 грають від 2 до %2 гравців, тому кількість гравців зменшено з %3 до %2.</translation>
    </message>
    <message>
        <source>A double-%1 set seats 2 to %2 players.</source>
        <translation>Набором дубль-%1 грають від 2 до %2 гравців.</translation>
    </message>
    <message>
        <source>A saved rule set cannot be played: %1.</source>
        <translation>За збереженим набором правил грати не можна: %1.</translation>
    </message>
    <message>
        <source>Choose Person for a seat below and several people play at this computer, passing it round; each sees only their own hand.</source>
        <translation>Обери «Людина» для місця нижче — і за цим комп’ютером гратимуть кілька людей, передаючи його по колу; кожен бачить лише свою руку.</translation>
    </message>
    <message>
        <source>Every rule the family may change, and names for its own rules.</source>
        <translation>Кожне правило, яке родина може змінити, і назви для своїх правил.</translation>
    </message>
    <message numerus="yes">
        <source>Full game (%n round(s))</source>
        <translation>
            <numerusform>Повна гра (%n раунд)</numerusform>
            <numerusform>Повна гра (%n раунди)</numerusform>
            <numerusform>Повна гра (%n раундів)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation>&amp;Тривалість гри:</translation>
    </message>
    <message>
        <source>Game &amp;number:</source>
        <translation>&amp;Номер гри:</translation>
    </message>
    <message>
        <source>Its file is %1.</source>
        <translation>Його файл: %1.</translation>
    </message>
    <message>
        <source>Its file was set aside as %1.</source>
        <translation>Файл відкладено вбік як %1.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ім’я</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>New n&amp;umber</source>
        <translation>Но&amp;вий номер</translation>
    </message>
    <message>
        <source>New to the game? Learn to Play &amp;first</source>
        <translation>Уперше граєш? &amp;Спершу навчися грати</translation>
    </message>
    <message>
        <source>Off by default: see the starting run in the rules (F1).</source>
        <translation>Типово вимкнено. Див. правила (F1): «Перший хід кількома кісточками».</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Хто грає</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message numerus="yes">
        <source>Short game (%n round(s))</source>
        <translation>
            <numerusform>Коротка гра (%n раунд)</numerusform>
            <numerusform>Коротка гра (%n раунди)</numerusform>
            <numerusform>Коротка гра (%n раундів)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Сила</translation>
    </message>
    <message>
        <source>The basic rules, without house rules.</source>
        <extracomment>the Rules list&apos;s entry for rules edited but not saved under a name the rules chosen changed: the dialog follows them (seats, lengths), then words the summary the family&apos;s saved rule sets, in the app&apos;s data folder (or the window&apos;s own, in tests)</extracomment>
        <translation>Основні правила, без домашніх правил.</translation>
    </message>
    <message>
        <source>The same number deals the same tiles, so a game can be replayed.</source>
        <translation>З тим самим номером повторюються ті самі роздачі, тож гру можна переграти.</translation>
    </message>
    <message>
        <source>The saved rules “%1” cannot be played: %2.</source>
        <translation>За збереженими правилами «%1» грати не можна: %2.</translation>
    </message>
    <message>
        <source>The standard rules are offered instead.</source>
        <translation>Натомість діють стандартні правила.</translation>
    </message>
    <message>
        <source>Welcome to Mexican Train! Choose how many play, how long the game lasts and how strong your opponents are, then deal. The game remembers your choices; Help &gt; Rules (F1) explains the game.</source>
        <translation>Ласкаво просимо до «Мексиканського потяга»! Обери, скільки буде гравців, як довго триватиме гра і наскільки сильні суперники, а тоді роздавай. Гра запам’ятає твій вибір; як грати, пояснено в меню Довідка &gt; Правила (F1).</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Твоє &amp;ім’я:</translation>
    </message>
</context>
<context>
    <name>Notification</name>
    <message>
        <source>Your turn</source>
        <translation>Твій хід</translation>
    </message>
    <message>
        <source>Your turn at %1&apos;s table</source>
        <comment>%1 is the host&apos;s name (i18n.possessive)</comment>
        <translation>Твій хід за столом, який веде %1</translation>
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
            <numerusform>%n очко</numerusform>
            <numerusform>%n очки</numerusform>
            <numerusform>%n очок</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Games finished before this version of the game kept no record, so they are listed but cannot be watched again.</source>
        <translation>Ігри, завершені до цієї версії, не мають запису гри: вони є в списку, але переглянути їх знову не можна.</translation>
    </message>
    <message>
        <source>No record was kept of this game.</source>
        <translation>Запису цієї гри не збережено.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <source>Watch This Game</source>
        <translation>Переглянути цю гру</translation>
    </message>
    <message>
        <source>Watch the game of %1</source>
        <translation>Переглянути гру від %1</translation>
    </message>
</context>
<context>
    <name>PipPalette</name>
    <message>
        <source>&amp;Colour-blind-friendly pip colours</source>
        <translation>&amp;Кольори очок для людей з дальтонізмом</translation>
    </message>
    <message>
        <source>Pip colours that stay apart for red-green colour blindness; the classic colours are those of real domino sets.</source>
        <translation>Кольори очок, які можна розрізнити й при червоно-зеленому дальтонізмі; класичні кольори — як у справжніх наборах доміно.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>how many tiles a hand holds</comment>
        <translation>
            <numerusform>%n кісточка</numerusform>
            <numerusform>%n кісточки</numerusform>
            <numerusform>%n кісточок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>%1 s per move</source>
        <translation>%1 с на хід</translation>
    </message>
    <message>
        <source>&amp;Desktop notification when it is my turn</source>
        <translation>&amp;Сповіщення на робочому столі, коли мій хід</translation>
    </message>
    <message>
        <source>&amp;Hints from:</source>
        <translation>Підказки &amp;від:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>&amp;Mark the tiles that can be laid now</source>
        <translation>&amp;Підсвічувати кісточки, які можна покласти зараз</translation>
    </message>
    <message>
        <source>&amp;Speed of the computer players:</source>
        <translation>&amp;Швидкість комп’ютерних гравців:</translation>
    </message>
    <message>
        <source>&amp;Thinking time of Hard players:</source>
        <translation>Час на &amp;роздуми сильних суперників:</translation>
    </message>
    <message>
        <source>&amp;Unfinished game at start:</source>
        <translation>&amp;Незакінчена гра під час запуску:</translation>
    </message>
    <message>
        <source>A small light under each tile of your rack that fits a train now.</source>
        <translation>Невеликий вогник під кожною кісточкою в руці, яка зараз підходить до потяга.</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Питати</translation>
    </message>
    <message>
        <source>At a networked table: the words the others send (such as “Nice move!”), shown beside their seat, with a soft sound.</source>
        <translation>За мережевим столом: фрази, які надсилають інші (як-от «Гарний хід!»), видно біля їхнього місця, з тихим звуком.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидка</translation>
    </message>
    <message>
        <source>Hard&apos;s search (up to half a second)</source>
        <translation>Пошук сильного суперника (до пів секунди)</translation>
    </message>
    <message>
        <source>Hard&apos;s search plays out each move you could make on many deals of the tiles you cannot see, as the Hard players do, and says what it found; Normal&apos;s rule of thumb answers at once.</source>
        <translation>Пошук сильного суперника розігрує кожен твій можливий хід на багатьох розкладах кісточок, яких ти не бачиш, як це роблять сильні суперники, і каже, що знайшов; просте правило звичайного суперника відповідає одразу.</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Миттєва</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <source>Normal&apos;s quick rule of thumb</source>
        <translation>Швидке просте правило звичайного суперника</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Продовжити її</translation>
    </message>
    <message>
        <source>Show &amp;numerals on tiles</source>
        <translation>Показувати &amp;числа на кісточках</translation>
    </message>
    <message>
        <source>Show the &amp;reactions of the others at the table</source>
        <translation>Показувати реакції &amp;інших гравців за столом</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільна</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Почати нову гру</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Системна мова</translation>
    </message>
    <message>
        <source>When the game&apos;s window is minimised or behind another window, the desktop says that it is your turn.</source>
        <translation>Коли вікно гри згорнуте або за іншим вікном, робочий стіл повідомить, що твій хід.</translation>
    </message>
</context>
<context>
    <name>Reactions</name>
    <message>
        <source>%1 reacts: %2</source>
        <translation>%1 реагує: %2</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Гарна гра</translation>
    </message>
    <message>
        <source>Nice move!</source>
        <extracomment>how long a reaction stands beside its seat</extracomment>
        <translation>Гарний хід!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Ой!</translation>
    </message>
    <message>
        <source>React</source>
        <translation>Реакція</translation>
    </message>
    <message>
        <source>Say a word to the table (R, then the number; or 1 to 6)</source>
        <translation>Сказати щось столу (R, потім номер; або 1–6)</translation>
    </message>
    <message>
        <source>Thumbs up</source>
        <translation>Палець угору</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Добре зіграно</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Твій хід!</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>%1 ended the starting run.</source>
        <translation>%1 завершує перший хід кількома кісточками.</translation>
    </message>
    <message>
        <source>Back to the start of the round (Page Up)</source>
        <translation>Назад до початку раунду (Page Up)</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Гра %1 з %2</translation>
    </message>
    <message>
        <source>Game number %1 · every hand face up</source>
        <translation>Гра № %1 · усі руки відкриті</translation>
    </message>
    <message>
        <source>Game number %1 · your hand only</source>
        <translation>Гра № %1 · лише твоя рука</translation>
    </message>
    <message>
        <source>Moves of this round</source>
        <translation>Ходи цього раунду</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Наступний хід</translation>
    </message>
    <message>
        <source>Next Round</source>
        <translation>Наступний раунд</translation>
    </message>
    <message>
        <source>On to the start of the next round (Page Down)</source>
        <translation>Далі, до початку наступного раунду (Page Down)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>На хід назад (стрілка вліво)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>На хід уперед (стрілка вправо)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Пауза (пробіл)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Відтворити</translation>
    </message>
    <message>
        <source>Play the game on at the chosen speed (Space)</source>
        <translation>Відтворювати гру з вибраною швидкістю (пробіл)</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Позиція в грі</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Попередній хід</translation>
    </message>
    <message>
        <source>Previous Round</source>
        <translation>Попередній раунд</translation>
    </message>
    <message>
        <source>Round %1 of %2 · move %3 of %4</source>
        <translation>Раунд %1 з %2 · хід %3 з %4</translation>
    </message>
    <message>
        <source>Round %1 of %2 · round over</source>
        <translation>Раунд %1 з %2 · раунд завершено</translation>
    </message>
    <message>
        <source>Round %1 of %2 · the deal</source>
        <translation>Раунд %1 з %2 · роздача</translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation>Таблиця очок</translation>
    </message>
    <message>
        <source>The game as you saw it · your hand only</source>
        <translation>Гра з твого погляду · лише твоя рука</translation>
    </message>
    <message>
        <source>The score sheet in place of the table, and back (S)</source>
        <translation>Таблиця очок замість столу й назад (S)</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Перегляд гри</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <source>Mexican Train games (*.json *.jsonl);;All files (*)</source>
        <translation>Ігри «Мексиканський потяг» (*.json *.jsonl);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Перегляд гри</translation>
    </message>
</context>
<context>
    <name>RuleSetChoice</name>
    <message>
        <source>Not a rule set</source>
        <translation>Це не набір правил</translation>
    </message>
    <message>
        <source>Open a Rule Set</source>
        <translation>Відкрити набір правил</translation>
    </message>
    <message>
        <source>Open a Rule Set File…</source>
        <translation>Відкрити набір правил із файлу…</translation>
    </message>
    <message>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Набори правил (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>This file is not a rule set that can be played: %1</source>
        <translation>Цей файл не є набором правил, за яким можна грати: %1</translation>
    </message>
</context>
<context>
    <name>RuleSetEditor</name>
    <message>
        <source>&amp;Back to the standard rules</source>
        <translation>Назад до ст&amp;андартних правил</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <source>&amp;Draw until a tile fits</source>
        <translation>Добирати, доки кісточка не &amp;підійде</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Замінити</translation>
    </message>
    <message>
        <source>&amp;Set:</source>
        <translation>&amp;Набір кісточок:</translation>
    </message>
    <message>
        <source>&amp;Use these rules</source>
        <translation>&amp;Грати за цими правилами</translation>
    </message>
    <message>
        <source>0|0 &amp;counts 0 points</source>
        <translation>0|0 — 0 &amp;очок</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>Вида&amp;лити</translation>
    </message>
    <message>
        <source>Delete the Rules?</source>
        <translation>Видалити правила?</translation>
    </message>
    <message>
        <source>Delete the rules “%1”? Games played under them keep their rules.</source>
        <translation>Видалити правила «%1»? Ігри, зіграні за ними, збережуть свої правила.</translation>
    </message>
    <message>
        <source>Doubles n&amp;eed not be covered</source>
        <translation>Дубль не обов’язково &amp;закривати</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Домашні правила</translation>
    </message>
    <message>
        <source>How these rules differ from the standard rules:</source>
        <translation>Чим ці правила відрізняються від стандартних:</translation>
    </message>
    <message>
        <source>In the first turn of a round you may lay several tiles on your own train.</source>
        <translation>У першому ході раунду можна покласти кілька кісточок поспіль на свій потяг.</translation>
    </message>
    <message>
        <source>Instead of one tile, draw until one fits (or the boneyard is empty).</source>
        <translation>Замість однієї кісточки добирай з базару, доки якась не підійде (або базар не спорожніє).</translation>
    </message>
    <message>
        <source>Left in a hand, the double blank counts 0 points instead of 50.</source>
        <translation>Дубль 0|0, що лишився в руці, дає 0 очок замість 50.</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Наз&amp;ва:</translation>
    </message>
    <message>
        <source>Nob&amp;ody may go out on a double</source>
        <translation>Ніхто не може закінчити раунд &amp;дублем</translation>
    </message>
    <message>
        <source>Own &amp;train first</source>
        <translation>Сп&amp;ершу свій потяг</translation>
    </message>
    <message>
        <source>Ren&amp;ame</source>
        <translation>Пере&amp;йменувати</translation>
    </message>
    <message>
        <source>Replace the Rules?</source>
        <translation>Замінити правила?</translation>
    </message>
    <message>
        <source>Sa&amp;ve as</source>
        <translation>Зберегти &amp;як</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Збережено як «%1».</translation>
    </message>
    <message>
        <source>Starting &amp;run</source>
        <translation>Перший хід кількома &amp;кісточками</translation>
    </message>
    <message>
        <source>The highest double of the tiles; the hands, the seats, the rounds and the engines follow it.</source>
        <translation>Найвищий дубль набору; від нього залежать руки, місця, раунди й локомотиви.</translation>
    </message>
    <message>
        <source>The last tile of a hand may not be a double.</source>
        <translation>Остання кісточка в руці не може бути дублем.</translation>
    </message>
    <message>
        <source>The standard rules: nothing differs.</source>
        <translation>Стандартні правила: нічого не змінено.</translation>
    </message>
    <message>
        <source>There are rules called “%1” already.</source>
        <translation>Правила з назвою «%1» уже є.</translation>
    </message>
    <message>
        <source>There are rules called “%1” already. Replace them with the rules shown here?</source>
        <translation>Правила з назвою «%1» уже є. Замінити їх правилами, показаними тут?</translation>
    </message>
    <message>
        <source>Type a name for these rules first.</source>
        <extracomment>the yes/no options, each as (rule key, the value when the box is ticked, the value when not). Each box says the house rule that ticking it turns on, so the standard rules are every box unticked (issue 38: &quot;Going out on a double is allowed&quot;, ticked, forbade it) the saved rule sets changed (saved, renamed or deleted): the New Game dialog lists them again</extracomment>
        <translation>Спершу введи назву для цих правил.</translation>
    </message>
    <message>
        <source>Until you have laid a tile on your own train, you lay only there.</source>
        <translation>Доки на твоєму потязі немає твоєї кісточки, клади тільки туди.</translation>
    </message>
    <message>
        <source>Whoever lays a double plays again; nobody must cover it.</source>
        <translation>Хто кладе дубль, ходить ще раз; закривати його ніхто не мусить.</translation>
    </message>
    <message>
        <source>“%1” are the game&apos;s own rules; choose another name.</source>
        <translation>«%1» — це власні правила гри; обери іншу назву.</translation>
    </message>
    <message>
        <source>“%1” is deleted.</source>
        <translation>«%1» видалено.</translation>
    </message>
    <message>
        <source>“%1” is now called “%2”.</source>
        <translation>«%1» тепер називається «%2».</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message numerus="yes">
        <source>%n round(s) from %1|%1 down</source>
        <translation>
            <numerusform>%n раунд, від %1|%1 і нижче</numerusform>
            <numerusform>%n раунди, від %1|%1 і нижче</numerusform>
            <numerusform>%n раундів, від %1|%1 і нижче</numerusform>
        </translation>
    </message>
    <message>
        <source>In this game:</source>
        <translation>У цій грі:</translation>
    </message>
    <message>
        <source>No house rules: the rules below, as they are.</source>
        <translation>Без домашніх правил: діють правила нижче, як вони є.</translation>
    </message>
    <message>
        <source>Rules of Mexican Train</source>
        <translation>Правила гри «Мексиканський потяг»</translation>
    </message>
    <message>
        <source>The page below counts the standard double-12 set: 91 tiles. This game has a double-%1 set of %2 tiles, %3 tiles in each hand, and %4.</source>
        <translation>Сторінка нижче розрахована на стандартний набір кісточок дубль-12: 91 кісточка. У цій грі набір кісточок дубль-%1 із %2 кісточок, по %3 кісточок у кожній руці та %4.</translation>
    </message>
    <message>
        <source>The rules page is missing: %1</source>
        <translation>Сторінки з правилами немає: %1</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>0|0 counts 0 points</source>
        <translation>0|0 — 0 очок</translation>
    </message>
    <message>
        <source>Doubles need not be covered</source>
        <translation>Дубль не обов’язково закривати</translation>
    </message>
    <message>
        <source>Doubles need not be covered: whoever lays one plays again</source>
        <translation>Дубль не обов’язково закривати: хто його кладе, ходить ще раз</translation>
    </message>
    <message>
        <source>Draw until a tile fits</source>
        <translation>Добирати, доки кісточка не підійде</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашні правила</translation>
    </message>
    <message>
        <source>No house rules</source>
        <translation>Без домашніх правил</translation>
    </message>
    <message>
        <source>Nobody may go out on a double</source>
        <translation>Ніхто не може закінчити раунд дублем</translation>
    </message>
    <message>
        <source>Own train first</source>
        <translation>Спершу свій потяг</translation>
    </message>
    <message>
        <source>Own train first: until you have laid on your own train, only there</source>
        <translation>Спершу свій потяг: доки на твоєму потязі немає твоєї кісточки, клади тільки туди</translation>
    </message>
    <message>
        <source>Played with a double-%1 set</source>
        <translation>Грають набором дубль-%1</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Стандартні правила</translation>
    </message>
    <message>
        <source>Starting run</source>
        <translation>Перший хід кількома кісточками</translation>
    </message>
    <message>
        <source>Starting run: the first turn of a round may lay several tiles on your own train</source>
        <translation>Перший хід кількома кісточками: у першому ході раунду можна покласти кілька кісточок поспіль на свій потяг</translation>
    </message>
    <message>
        <source>double-%1</source>
        <translation>дубль-%1</translation>
    </message>
    <message>
        <source>it has a rule this game does not know (“%1”)</source>
        <translation>у них є правило, якого гра не знає («%1»)</translation>
    </message>
    <message>
        <source>it has no name, or a name that is too long</source>
        <translation>назви немає або вона задовга</translation>
    </message>
    <message>
        <source>its set is %1, and a set is double-6, double-9, double-12 or double-15</source>
        <translation>набір кісточок у них — %1, а набір кісточок буває дубль-6, дубль-9, дубль-12 або дубль-15</translation>
    </message>
    <message>
        <source>the file is damaged, or it is not a rule set</source>
        <translation>файл пошкоджено, або це не набір правил</translation>
    </message>
    <message>
        <source>the rule “%1” says %2, where the box can only be ticked or not</source>
        <translation>правило «%1» має значення %2, а його прапорець можна лише поставити чи зняти</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (фініш)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Нова &amp;гра…</translation>
    </message>
    <message>
        <source>&amp;Next Round</source>
        <translation>&amp;Наступний раунд</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Зіграти &amp;ще раз</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation>&amp;Переглянути цю гру ще раз</translation>
    </message>
    <message>
        <source>A new game at this table: the same players and options, started by the next player.</source>
        <translation>Нова гра за цим столом: ті самі учасники й налаштування, а перший хід переходить далі за колом.</translation>
    </message>
    <message>
        <source>Lowest total so far</source>
        <translation>Поки що найменша сума</translation>
    </message>
    <message numerus="yes">
        <source>Next round in %n second(s).</source>
        <translation>
            <numerusform>Наступний раунд через %n секунду.</numerusform>
            <numerusform>Наступний раунд через %n секунди.</numerusform>
            <numerusform>Наступний раунд через %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Раунд %1 (%2)</translation>
    </message>
    <message>
        <source>Round %1 is in play.</source>
        <translation>Триває раунд %1.</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Раунд %1 закінчено</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Score Sheet</source>
        <translation>Таблиця очок</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Таблиця очок</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s). The lowest total wins.</source>
        <translation>
            <numerusform>Гру закінчено після %n раунду. Перемагає найменша сума очок.</numerusform>
            <numerusform>Гру закінчено після %n раундів. Перемагає найменша сума очок.</numerusform>
            <numerusform>Гру закінчено після %n раундів. Перемагає найменша сума очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round is being dealt…</source>
        <translation>Роздаємо наступний раунд…</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Залишок кісточок</translation>
    </message>
    <message>
        <source>Tiles left: %1</source>
        <translation>Залишок кісточок: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Waiting for the host to deal the next round.</source>
        <translation>Чекаємо, поки господар столу роздасть наступний раунд.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>жодної</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ти)</translation>
    </message>
    <message>
        <source>&amp;Take a Seat</source>
        <translation>&amp;Сісти за стіл</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Комп’ютер: легкий</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Комп’ютер: сильний</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Комп’ютер: звичайний</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Вільне місце</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Вільне для гравця</translation>
    </message>
    <message>
        <source>Plays again</source>
        <translation>Грає ще раз</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>чекає на гравця</translation>
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
        <translation>&amp;Упорядкувати</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>Взяти з &amp;базару</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>&amp;Завершити хід</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>Пе&amp;ревернути</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Під&amp;казка</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пасувати</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>Взяти кісточку з базару (D)</translation>
    </message>
    <message>
        <source>End your starting run (E)</source>
        <translation>Завершити перший хід кількома кісточками (E)</translation>
    </message>
    <message>
        <source>Last tile!</source>
        <translation>Остання!</translation>
    </message>
    <message>
        <source>Marker: everyone may lay on this train.</source>
        <translation>Маркер: на цей потяг може ходити кожен.</translation>
    </message>
    <message>
        <source>Pass: your train gets a marker (P)</source>
        <translation>Пасувати: на твій потяг поставлять маркер (P)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Put the longest row for your own train at the front of your hand (A)</source>
        <translation>Викласти на початку руки найдовший ряд для свого потяга (A)</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Останні ходи</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Suggest a move; press again to hide it (H)</source>
        <translation>Підказати хід; натисни ще раз, щоб сховати (H)</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Кісточки</translation>
    </message>
    <message>
        <source>Turn the selected tile around (F or Space)</source>
        <translation>Перевернути вибрану кісточку (F або пробіл)</translation>
    </message>
    <message>
        <source>a marker on the train</source>
        <translation>маркер на потязі</translation>
    </message>
    <message>
        <source>last tile</source>
        <translation>остання кісточка</translation>
    </message>
    <message>
        <source>to play now</source>
        <translation>ходить зараз</translation>
    </message>
</context>
<context>
    <name>SoundPreferences</name>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Відтворювати &amp;звуки</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Гучність:</translation>
    </message>
    <message>
        <source>Tiles click when they are laid, a knock when somebody has one tile left, a soft call when it is your turn.</source>
        <translation>Кісточки клацають, коли їх викладають; стук — коли в когось лишилася одна кісточка; тихий сигнал — коли настає твоя черга.</translation>
    </message>
</context>
<context>
    <name>StatsMessages</name>
    <message>
        <source>Statistics</source>
        <extracomment>Watch This Game in the list of past games: (the game&apos;s record as JSON text, the database it came from)</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>The old file was kept as %1, and a new one was started.</source>
        <translation>Старий файл збережено як %1, і створено новий.</translation>
    </message>
    <message>
        <source>The statistics file cannot be written, so finished games are not counted for now.</source>
        <translation>Файл статистики не вдається записати, тож завершені ігри поки що не враховуються.</translation>
    </message>
    <message>
        <source>The statistics file does not hold this game&apos;s statistics.</source>
        <translation>Файл статистики не містить статистики цієї гри.</translation>
    </message>
    <message>
        <source>The statistics file is damaged.</source>
        <translation>Файл статистики пошкоджено.</translation>
    </message>
    <message>
        <source>The statistics file is not a database: it is damaged or cut short.</source>
        <translation>Файл статистики не є базою даних: він пошкоджений або неповний.</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game.</source>
        <translation>Файл статистики записала новіша версія гри.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>%1 · %2 · %3 in %4 (%5 per round)</source>
        <translation>%1 · %2 · %3 за %4 (%5 за раунд)</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очки</numerusform>
            <numerusform>%n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунди</numerusform>
            <numerusform>%n раундів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n місце</numerusform>
            <numerusform>%n місця</numerusform>
            <numerusform>%n місць</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Експорт у CSV…</translation>
    </message>
    <message>
        <source>&amp;Figures of:</source>
        <translation>&amp;Показники гравця:</translation>
    </message>
    <message>
        <source>&amp;Past Games</source>
        <translation>&amp;Минулі ігри</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Скинути</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Скинути…</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Огляд</translation>
    </message>
    <message>
        <source>Best and worst games (by points per round)</source>
        <translation>Найкраща й найгірша гра (за очками за раунд)</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Найкраща гра</translation>
    </message>
    <message>
        <source>By number of seats</source>
        <translation>За кількістю місць</translation>
    </message>
    <message>
        <source>By strongest opponent</source>
        <translation>За найсильнішим суперником</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файли CSV (*.csv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Cannot export the statistics</source>
        <translation>Не вдається експортувати статистику</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Поточна серія перемог</translation>
    </message>
    <message>
        <source>Engine %1: %2 points per round on average</source>
        <translation>Локомотив %1: у середньому %2 очка за раунд</translation>
    </message>
    <message>
        <source>Every rule set</source>
        <translation>Усі набори правил</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <translation>Експорт статистики</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n finished game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Забути %n завершену гру? Це не можна скасувати.</numerusform>
            <numerusform>Забути всі %n завершені гри? Це не можна скасувати.</numerusform>
            <numerusform>Забути всі %n завершених ігор? Це не можна скасувати.</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget your one finished game? This cannot be undone.</source>
        <translation>Забути твою єдину завершену гру? Цю дію не можна скасувати.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Зіграно ігор</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Виграно ігор</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Найдовша серія перемог</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and it shows here.</source>
        <translation>Ще немає завершених ігор. Зіграй гру до кінця, і вона з’явиться тут.</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ще немає ігор</translation>
    </message>
    <message>
        <source>Only one game so far: play another to compare.</source>
        <translation>Поки що лише одна гра: зіграй ще одну, щоб було з чим порівняти.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Очок за раунд</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <source>Rule &amp;set:</source>
        <translation>&amp;Набір правил:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>The statistics could not be written to %1.</source>
        <translation>Не вдалося записати статистику до %1.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Найгірша гра</translation>
    </message>
    <message>
        <source>Your average points per round, by engine</source>
        <translation>Твої очки за раунд у середньому, за локомотивом</translation>
    </message>
    <message numerus="yes">
        <source>Your points in the last %n game(s) (gold: won)</source>
        <translation>
            <numerusform>Твої очки в %n грі (золотим — перемога)</numerusform>
            <numerusform>Твої очки в останніх %n іграх (золотим — перемоги)</numerusform>
            <numerusform>Твої очки в останніх %n іграх (золотим — перемоги)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your points in the last games</source>
        <translation>Твої очки в останніх іграх</translation>
    </message>
    <message>
        <source>Your points in your one game so far (gold: won)</source>
        <translation>Твої очки в єдиній поки що грі (золотим — перемога)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>перемога</translation>
    </message>
</context>
<context>
    <name>TableAnnouncer</name>
    <message>
        <source>This table cannot be announced on the local network (%1). Others can still join it by address and port.</source>
        <translation>Цей стіл не вдається оголосити в локальній мережі (%1). Інші все одно можуть приєднатися за адресою й портом.</translation>
    </message>
</context>
<context>
    <name>TableBrowser</name>
    <message>
        <source>Tables on the local network cannot be listed (%1). You can still join a table by its address and port.</source>
        <translation>Не вдається знайти столи в локальній мережі (%1). Ти все одно можеш приєднатися до столу за адресою й портом.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <comment>a train&apos;s label: name, tiles in hand</comment>
        <translation>
            <numerusform>%1 · %n кісточка</numerusform>
            <numerusform>%1 · %n кісточки</numerusform>
            <numerusform>%1 · %n кісточок</numerusform>
        </translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Мексиканський потяг</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Твій потяг</translation>
    </message>
</context>
<context>
    <name>TableSound</name>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Вимкнути звук</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>%1 and %2</source>
        <comment>a tile spoken aloud: its two halves</comment>
        <translation>%1 і %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n tile(s)</source>
        <comment>a seat&apos;s tiles in hand</comment>
        <translation>
            <numerusform>%1 має в руці %n кісточку</numerusform>
            <numerusform>%1 має в руці %n кісточки</numerusform>
            <numerusform>%1 має в руці %n кісточок</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 думає</translation>
    </message>
    <message>
        <source>%1&apos;s train</source>
        <comment>a seat&apos;s own train; %1 is the name</comment>
        <translation>Потяг гравця %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Черга гравця %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n fit(s) now</source>
        <comment>tiles of the hand that may be laid</comment>
        <translation>
            <numerusform>%1, зараз підходить %n</numerusform>
            <numerusform>%1, зараз підходять %n</numerusform>
            <numerusform>%1, зараз підходять %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, fits on %2</source>
        <translation>%1, підходить до: %2</translation>
    </message>
    <message>
        <source>%1, the hint</source>
        <translation>%1, підказка</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <comment>tiles in a train</comment>
        <translation>
            <numerusform>%n кісточка викладена</numerusform>
            <numerusform>%n кісточки викладені</numerusform>
            <numerusform>%n кісточок викладено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Базар: %n кісточка</numerusform>
            <numerusform>Базар: %n кісточки</numerusform>
            <numerusform>Базар: %n кісточок</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Локомотив: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n tile(s)</source>
        <comment>the rack of a seat that is not the person&apos;s</comment>
        <translation>
            <numerusform>Рука: %n кісточка</numerusform>
            <numerusform>Рука: %n кісточки</numerusform>
            <numerusform>Рука: %n кісточок</numerusform>
        </translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Мексиканський потяг</translation>
    </message>
    <message>
        <source>No hand is shown</source>
        <translation>Жодну руку не показано</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Раунд %1 з %2</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n tile(s)</source>
        <translation>
            <numerusform>Твоя рука: %n кісточка</numerusform>
            <numerusform>Твоя рука: %n кісточки</numerusform>
            <numerusform>Твоя рука: %n кісточок</numerusform>
        </translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Твій потяг</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Твій хід</translation>
    </message>
    <message>
        <source>chosen: Enter lays the tile here</source>
        <translation>вибрано: Enter викладе кісточку сюди</translation>
    </message>
    <message>
        <source>double %1</source>
        <comment>a tile spoken aloud</comment>
        <translation>дубль %1</translation>
    </message>
    <message>
        <source>marker: everyone may lay here</source>
        <translation>маркер: сюди можуть викладати всі</translation>
    </message>
    <message>
        <source>open double %1: it must be covered</source>
        <translation>відкритий %1: його треба закрити</translation>
    </message>
    <message>
        <source>open end %1</source>
        <translation>відкритий кінець %1</translation>
    </message>
    <message>
        <source>the chosen tile fits here</source>
        <translation>вибрана кісточка підходить сюди</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n tile(s)</source>
        <translation>
            <numerusform>у тебе в руці %n кісточка</numerusform>
            <numerusform>у тебе в руці %n кісточки</numerusform>
            <numerusform>у тебе в руці %n кісточок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1&apos;s train</source>
        <translation>Потяг гравця %1</translation>
    </message>
    <message>
        <source>Drag a tile from your rack onto a highlighted train. Keys: Left and Right choose a tile, Tab a train, Enter plays, Space flips.</source>
        <translation>Перетягни кісточку з руки на підсвічений потяг. Клавіші: стрілки ліворуч і праворуч вибирають кісточку, Tab вибирає потяг, Enter робить хід, пробіл перевертає кісточку.</translation>
    </message>
    <message>
        <source>Mexican Train</source>
        <translation>Мексиканський потяг</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Your train</source>
        <translation>Твій потяг</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (не на зв’язку)</translation>
    </message>
    <message>
        <source>%1 (computer plays)</source>
        <comment>a seat a computer plays for its person, who is away or left</comment>
        <translation>%1 (грає комп’ютер)</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <comment>a place at the game&apos;s end that two seats or more share</comment>
        <translation>%1 (нарівні)</translation>
    </message>
    <message>
        <source>%1 covered %2.</source>
        <translation>%1 закриває %2.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 бере кісточку з базару.</translation>
    </message>
    <message>
        <source>%1 has one tile left!</source>
        <translation>%1 має лише одну кісточку!</translation>
    </message>
    <message>
        <source>%1 is open: it must be covered.</source>
        <translation>Дубль %1 відкритий: його треба закрити.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <source>%1 laid %2 on %3.</source>
        <translation>%1 кладе %2 на %3.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 пасує.</translation>
    </message>
    <message>
        <source>%1 started a run.</source>
        <translation>%1 викладає кілька кісточок першим ходом.</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>Починає %1.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 викладає останню кісточку.</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 перемагає в грі!</translation>
    </message>
    <message>
        <source>%1&apos;s train</source>
        <comment>a seat&apos;s own train; %1 is the name</comment>
        <translation>потяг гравця %1</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n підказка</numerusform>
            <numerusform>%n підказки</numerusform>
            <numerusform>%n підказок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очки</numerusform>
            <numerusform>%n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>tiles left in a hand</comment>
        <translation>
            <numerusform>%n кісточка</numerusform>
            <numerusform>%n кісточки</numerusform>
            <numerusform>%n кісточок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n скасування</numerusform>
            <numerusform>%n скасування</numerusform>
            <numerusform>%n скасувань</numerusform>
        </translation>
    </message>
    <message>
        <source>1st</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>1-й</translation>
    </message>
    <message>
        <source>2nd</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>2-й</translation>
    </message>
    <message>
        <source>3rd</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>3-й</translation>
    </message>
    <message>
        <source>4th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>4-й</translation>
    </message>
    <message>
        <source>5th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>5-й</translation>
    </message>
    <message>
        <source>6th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>6-й</translation>
    </message>
    <message>
        <source>7th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>7-й</translation>
    </message>
    <message>
        <source>8th</source>
        <comment>a place at the game&apos;s end</comment>
        <translation>8-й</translation>
    </message>
    <message>
        <source>A marker is on your train: everyone may lay on it.</source>
        <translation>На твоєму потязі маркер: тепер на нього може ходити кожен.</translation>
    </message>
    <message>
        <source>A shared win: %1.</source>
        <translation>Спільна перемога: %1.</translation>
    </message>
    <message>
        <source>A starting run goes only on your own train.</source>
        <translation>Почавши перший хід кількома кісточками, клади їх лише на свій потяг.</translation>
    </message>
    <message>
        <source>After drawing, only the drawn tile may be laid.</source>
        <translation>Після добирання можна покласти лише щойно взяту кісточку.</translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Базар: %n кісточка</numerusform>
            <numerusform>Базар: %n кісточки</numerusform>
            <numerusform>Базар: %n кісточок</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer</source>
        <comment>seat kind</comment>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <source>Cover your double before you end the run.</source>
        <translation>Перш ніж завершити хід, закрий свій дубль.</translation>
    </message>
    <message>
        <source>Draw a tile before you pass.</source>
        <translation>Перш ніж пасувати, візьми кісточку з базару.</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer strength</comment>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Enter lays %1 on %2.</source>
        <translation>Enter покладе %1 на %2.</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer strength</comment>
        <translation>Сильний</translation>
    </message>
    <message>
        <source>Help used in this game: %1, %2.</source>
        <comment>%1 is the hints, %2 the undos</comment>
        <translation>Допомога в цій грі: %1, %2.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>Зараз ходить %1.</translation>
    </message>
    <message>
        <source>Lay the tile you drew, %1.</source>
        <translation>Поклади кісточку з базару, %1.</translation>
    </message>
    <message>
        <source>Marker off %1&apos;s train.</source>
        <translation>З потяга гравця %1 знято маркер.</translation>
    </message>
    <message>
        <source>Marker off your train.</source>
        <translation>З твого потяга знято маркер.</translation>
    </message>
    <message>
        <source>Marker on %1&apos;s train.</source>
        <translation>На потяг гравця %1 поставлено маркер.</translation>
    </message>
    <message>
        <source>No hints or undos were used in this game.</source>
        <translation>У цій грі не було ні підказок, ні скасованих ходів.</translation>
    </message>
    <message>
        <source>No tile fits: draw one from the boneyard.</source>
        <translation>Жодна кісточка не підходить: візьми одну з базару.</translation>
    </message>
    <message>
        <source>Nobody can cover %1 any more: it counts as closed.</source>
        <translation>Дубль %1 більше нічим закрити: він вважається закритим.</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer strength</comment>
        <translation>Звичайний</translation>
    </message>
    <message>
        <source>Nothing fits: pass. Your train gets a marker.</source>
        <translation>Нічого не підходить: пасуй. На твій потяг поставлять маркер.</translation>
    </message>
    <message>
        <source>Only a starting run can be ended.</source>
        <translation>Завершити хід можна лише під час першого ходу кількома кісточками.</translation>
    </message>
    <message>
        <source>Person</source>
        <comment>seat kind</comment>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>computer strength</comment>
        <translation>Випадковий</translation>
    </message>
    <message>
        <source>Round %1 begins with the engine %2.</source>
        <translation>Раунд %1 починається з локомотива %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2 · engine %3</source>
        <translation>Раунд %1 з %2 · локомотив %3</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Такого ходу в цій грі немає.</translation>
    </message>
    <message>
        <source>That tile does not match the open end of the train.</source>
        <translation>Ця кісточка не підходить до відкритого кінця потяга.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>Цієї кісточки немає в тебе в руці.</translation>
    </message>
    <message>
        <source>That train is not yours and carries no marker.</source>
        <translation>Це не твій потяг, і маркера на ньому немає.</translation>
    </message>
    <message>
        <source>The boneyard is empty.</source>
        <translation>Базар порожній.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>The open double must be covered first.</source>
        <translation>Спершу треба закрити відкритий дубль.</translation>
    </message>
    <message>
        <source>The round is blocked: nobody can lay a tile.</source>
        <translation>Раунд заблоковано: ніхто не може покласти кісточку.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд закінчено.</translation>
    </message>
    <message>
        <source>The round is over: start the next round first.</source>
        <translation>Раунд закінчено: спершу почни наступний.</translation>
    </message>
    <message>
        <source>There is no such train.</source>
        <translation>Такого потяга немає.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Зачекай своєї черги.</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the person&apos;s seat</comment>
        <translation>Ти</translation>
    </message>
    <message>
        <source>You can lay a tile, so you may not draw or pass.</source>
        <translation>Ти маєш кісточку, яку можна покласти, тож брати з базару чи пасувати не можна.</translation>
    </message>
    <message>
        <source>You covered %1.</source>
        <translation>Ти закриваєш %1.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Ти береш з базару %1.</translation>
    </message>
    <message>
        <source>You have drawn a tile this turn already.</source>
        <translation>Цього ходу кісточку з базару вже взято.</translation>
    </message>
    <message>
        <source>You have one tile left!</source>
        <translation>У тебе лишилася одна кісточка!</translation>
    </message>
    <message>
        <source>You laid %1 on %2.</source>
        <translation>Ти кладеш %1 на %2.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Ти пасуєш.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>Починаєш ти.</translation>
    </message>
    <message>
        <source>You started a run.</source>
        <translation>Ти викладаєш кілька кісточок першим ходом.</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>У тебе більше немає кісточок!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Ти перемагаєш у грі!</translation>
    </message>
    <message>
        <source>Your starting run: lay more tiles on your train, or end your turn.</source>
        <translation>Твій перший хід: клади ще кісточки на свій потяг або заверши хід.</translation>
    </message>
    <message>
        <source>Your turn: cover the open double %1.</source>
        <translation>Твій хід: закрий відкритий дубль %1.</translation>
    </message>
    <message>
        <source>Your turn: drag a tile onto a train.</source>
        <translation>Твій хід: перетягни кісточку на потяг.</translation>
    </message>
    <message>
        <source>the Mexican Train</source>
        <translation>«Мексиканський потяг»</translation>
    </message>
    <message>
        <source>their own train</source>
        <translation>свій потяг</translation>
    </message>
    <message>
        <source>your train</source>
        <translation>твій потяг</translation>
    </message>
</context>
<context>
    <name>TrainDialog</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n кісточка</numerusform>
            <numerusform>%n кісточки</numerusform>
            <numerusform>%n кісточок</numerusform>
        </translation>
    </message>
    <message>
        <source>engine</source>
        <translation>локомотив</translation>
    </message>
    <message>
        <source>marker: everyone may play here</source>
        <translation>маркер: сюди може ходити кожен</translation>
    </message>
    <message>
        <source>open end %1</source>
        <translation>відкритий кінець %1</translation>
    </message>
    <message>
        <source>the double must be covered</source>
        <translation>дубль треба закрити</translation>
    </message>
</context>
<context>
    <name>WatcherBar</name>
    <message>
        <source>&amp;Take a Seat</source>
        <translation>&amp;Сісти за стіл</translation>
    </message>
</context>
<context>
    <name>WatchersRow</name>
    <message>
        <source>Let %1 Sit Down at Seat %2</source>
        <translation>Посадити %1 на місце %2</translation>
    </message>
    <message>
        <source>Send %1 Away</source>
        <translation>Прибрати %1</translation>
    </message>
</context>
<context>
    <name>Whys</name>
    <message>
        <source>%1 laid the last tile and went out.</source>
        <translation>Остання кісточка гравця %1: гравець закінчує раунд.</translation>
    </message>
    <message>
        <source>A double: one more tile, and nobody must cover it.</source>
        <translation>Дубль: ще одна кісточка, і ніхто не мусить його закривати.</translation>
    </message>
    <message>
        <source>Easy players lay any tile that fits, a double first.</source>
        <translation>Легкі суперники кладуть будь-яку кісточку, що підходить, спершу дубль.</translation>
    </message>
    <message>
        <source>Hard players choose by a search over deals of the tiles they cannot see.</source>
        <translation>Сильні суперники обирають пошуком серед розкладів кісточок, яких не бачать.</translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it about %1 points a round better than its rule of thumb&apos;s choice.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Пошук сильного суперника (%n розклад) визнав хід кращим за вибір простого правила приблизно на %1 очок за раунд.</numerusform>
            <numerusform>Пошук сильного суперника (%n розклади) визнав хід кращим за вибір простого правила приблизно на %1 очок за раунд.</numerusform>
            <numerusform>Пошук сильного суперника (%n розкладів) визнав хід кращим за вибір простого правила приблизно на %1 очок за раунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found it better than its rule of thumb&apos;s choice: about %1 in 100 more games won.</source>
        <comment>%1 a number</comment>
        <translation>
            <numerusform>Пошук сильного суперника (%n розклад) визнав хід кращим за вибір простого правила: приблизно на %1 виграних ігор зі 100 більше.</numerusform>
            <numerusform>Пошук сильного суперника (%n розклади) визнав хід кращим за вибір простого правила: приблизно на %1 виграних ігор зі 100 більше.</numerusform>
            <numerusform>Пошук сильного суперника (%n розкладів) визнав хід кращим за вибір простого правила: приблизно на %1 виграних ігор зі 100 більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found its rule of thumb&apos;s choice clearly worse.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Пошук сильного суперника (%n розклад) визнав вибір простого правила явно гіршим.</numerusform>
            <numerusform>Пошук сильного суперника (%n розклади) визнав вибір простого правила явно гіршим.</numerusform>
            <numerusform>Пошук сильного суперника (%n розкладів) визнав вибір простого правила явно гіршим.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard&apos;s search (%n deal(s)) found nothing clearly better than its rule of thumb.</source>
        <comment>a computer&apos;s reason; deals of the tiles it could not see</comment>
        <translation>
            <numerusform>Пошук сильного суперника (%n розклад) не знайшов нічого явно кращого за просте правило.</numerusform>
            <numerusform>Пошук сильного суперника (%n розклади) не знайшов нічого явно кращого за просте правило.</numerusform>
            <numerusform>Пошук сильного суперника (%n розкладів) не знайшов нічого явно кращого за просте правило.</numerusform>
        </translation>
    </message>
    <message>
        <source>It builds %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Кісточка продовжує власний потяг гравця %1.</translation>
    </message>
    <message>
        <source>It goes elsewhere than %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Кісточка йде не на власний потяг гравця %1.</translation>
    </message>
    <message>
        <source>It lifts the marker off %1&apos;s own train.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Кісточка знімає маркер із власного потяга гравця %1.</translation>
    </message>
    <message>
        <source>Its rule of thumb chose it (what it holds stays hidden).</source>
        <translation>Її вибрало просте правило (що в руці, лишається прихованим).</translation>
    </message>
    <message>
        <source>No tile of %1 fitted, so %1 drew.</source>
        <extracomment>the log line&apos;s data role that holds its decision&apos;s (round, index)</extracomment>
        <translation>Жодна кісточка гравця %1 не підходила, тож довелося добирати.</translation>
    </message>
    <message>
        <source>No tile of %1 fitted, so %1 passed.</source>
        <translation>Жодна кісточка гравця %1 не підходила, тож довелося пасувати.</translation>
    </message>
    <message>
        <source>Part of %1&apos;s starting run.</source>
        <comment>%1 the name, as a possessive</comment>
        <translation>Частина першого ходу кількома кісточками гравця %1.</translation>
    </message>
    <message>
        <source>Random players make any move.</source>
        <translation>Випадкові суперники роблять будь-який хід.</translation>
    </message>
    <message>
        <source>The open double had to be covered.</source>
        <translation>Відкритий дубль треба було закрити.</translation>
    </message>
    <message>
        <source>Why %1 did that:</source>
        <comment>%1 a name</comment>
        <translation>Чому гравець %1 так ходить:</translation>
    </message>
    <message>
        <source>Why %1 laid %2:</source>
        <comment>%1 a name, %2 a tile</comment>
        <translation>Чому гравець %1 кладе %2:</translation>
    </message>
</context>
<context>
    <name>ZoomMenu</name>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Звичайний розмір</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>З&amp;більшити</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Зм&amp;еншити</translation>
    </message>
</context>
</TS>
