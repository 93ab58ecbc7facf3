<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg_BG" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../metainfo_texts.py" line="+25"/>
        <source>Offline Belote, Contrée and Romanian Belot card game</source>
        <translation>Игра на карти белот, контре и румънски белот без интернет</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/about.py" line="+81"/>
        <source>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots and local hotseat play.</source>
        <translation>Белот за компютъра, без интернет: класически белот, контре и румънски белот, със SVG тестета, ботове и игра на един компютър.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on your own computer with no account and no network: against computer opponents, or with friends sharing one screen.</source>
        <translation>Играйте на своя компютър без профил и без мрежа: срещу компютърни противници или с приятели на един екран.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition</source>
        <translation>Класически белот, контре (Coinche) и румънски белот, всеки с опциите на правилата от своята традиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote and rebelote, declarations, capot and litige counted for you</source>
        <translation>Белот и ребелот, анонси, валат и висящи точки се броят вместо вас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card deck</source>
        <translation>Тестета с френски, немски и традиционни френски карти, и всяко инсталирано тесте на KDE или GNOME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games that can be replayed and checked move by move</source>
        <translation>Запазени игри, които могат да се преиграят и проверят ход по ход</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card Game</source>
        <translation>Игра на карти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Belote, Contrée and Romanian Belot against the computer or with friends</source>
        <translation>Играйте белот (класически и контре) и румънски белот срещу компютъра или с приятели</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="-16"/>
        <source>The deck in use, {deck}, is not ours: its licence is {licence}.</source>
        <translation>Използваното тесте, {deck}, не е наше: лицензът му е {licence}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck in use, {deck}, is not ours, and its file does not state a licence.</source>
        <translation>Използваното тесте, {deck}, не е наше и файлът му не посочва лиценз.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck in use, {deck}, is not ours and states no licence: it is under the licence of the package that installed it ({path}).</source>
        <translation>Използваното тесте, {deck}, не е наше и не посочва лиценз: то е под лиценза на пакета, който го е инсталирал ({path}).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Лиценз на кода: {licence}. Тази програма идва БЕЗ НИКАКВА ГАРАНЦИЯ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: {version}</source>
        <translation>Версия: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Our built-in card decks:</source>
        <translation>Нашите вградени тестета:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{deck}: {licence}</source>
        <translation>{deck}: {licence}</translation>
    </message>
    <message>
        <location filename="../ui/auction_panel.py" line="+194"/>
        <source>(D)</source>
        <translation>(Р)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, the dealer</source>
        <translation>%1, раздава</translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+290"/>
        <source>Bid</source>
        <translation>Обяви</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bidding is over</source>
        <translation>Наддаването приключи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the 7 of trump?</source>
        <translation>Смяна на 7 коз?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer than 14 points?</source>
        <translation>Под 14 точки?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name a trump</source>
        <translation>2. кръг: изберете коз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round 1: take or pass</source>
        <translation>1. кръг: вземане или пас</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/help_text.py" line="+596"/>
        <location line="+28"/>
        <location line="+55"/>
        <source>Bidding</source>
        <translation>Наддаване</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for %1…</source>
        <translation>Изчакване на %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call.</source>
        <translation>Ваш ред е.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the 7 of trump: you may give it for the turned card.</source>
        <translation>Имате 7 коз: можете да я смените с обърнатата карта.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are worth fewer than 14 points: you may cancel the deal.</source>
        <translation>Картите ви струват под 14 точки: можете да отмените раздаването.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the turned card to make its suit trump, or pass.</source>
        <translation>Вземете обърнатата карта, за да стане цветът ѝ коз, или пас.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another suit as trump: the dealer may not pass in this round.</source>
        <translation>Изберете друг цвят за коз: раздаващият не може да каже пас в този кръг.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name another suit as trump, or pass.</source>
        <translation>Изберете друг цвят за коз или пас.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team&apos;s bid was contred: surcontre or pass.</source>
        <translation>Обявата на отбора ви е контрирана: реконтра или пас.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a value and a trump, then Bid.</source>
        <translation>Изберете стойност и коз, после Обяви.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take %1</source>
        <translation>Вземи %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Bid %1</source>
        <translation>Обяви %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The turned card</source>
        <translation>Обърнатата карта</translation>
    </message>
    <message>
        <location filename="../ui/deck_chooser.py" line="+51"/>
        <source>by %1</source>
        <translation>от %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>licence %1</source>
        <translation>лиценз %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>author and licence not stated</source>
        <translation>авторът и лицензът не са посочени</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Card deck</source>
        <translation>Тесте карти</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview</source>
        <translation>Преглед</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Looking for installed card decks…</source>
        <translation>Търсене на инсталирани тестета…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing the preview…</source>
        <translation>Рисуване на прегледа…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not look for card decks: %1</source>
        <translation>Тестетата не могат да бъдат потърсени: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>built-in</source>
        <translation>вградено</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>%n налично тесте.</numerusform>
            <numerusform>%n налични тестета.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n инсталирано тесте не може да се нарисува правилно и не се предлага.</numerusform>
            <numerusform>%n инсталирани тестета не могат да се нарисуват правилно и не се предлагат.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen deck is no longer installed; pick another.</source>
        <translation>Избраното тесте вече не е инсталирано; изберете друго.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deck cannot be shown: %1</source>
        <translation>Това тесте не може да се покаже: %1</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="+36"/>
        <location filename="../ui/table_labels.py" line="+100"/>
        <source>Tierce</source>
        <translation>Терца</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Fifty</source>
        <translation>Кварта</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Hundred</source>
        <translation>Квинта</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-158"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four jacks</source>
        <translation>Четири валета</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/help_text.py" line="-207"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Unters</source>
        <translation>Четири унтера</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-206"/>
        <location line="+205"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four nines</source>
        <translation>Четири деветки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four aces</source>
        <translation>Четири аса</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four tens</source>
        <translation>Четири десетки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four kings</source>
        <translation>Четири попа</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four queens</source>
        <translation>Четири дами</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Obers</source>
        <translation>Четири обера</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/score_model.py" line="+195"/>
        <location filename="../ui/score_sheet.py" line="+199"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Bella</source>
        <translation>Белот</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four eights</source>
        <translation>Четири осмици</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four sevens</source>
        <translation>Четири седмици</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belot (all eight trumps)</source>
        <translation>Белот (всичките осем коза)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to the %2</source>
        <translation>%1 до %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Declare:</source>
        <translation>Обяви:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Declare it now: it shows the cards, and you then play a card.</source>
        <translation>Обявете сега: картите се показват, после играете карта.</translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="+139"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait</source>
        <translation>Моля, изчакайте</translation>
    </message>
    <message>
        <location filename="../ui/guide.py" line="+184"/>
        <source>Players&apos; guide</source>
        <translation>Ръководство за играчите</translation>
    </message>
    <message>
        <location filename="../ui/help_dialog.py" line="+53"/>
        <source>Rules and keys</source>
        <translation>Правила и клавиши</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules of</source>
        <translation>Правила на</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/settings_dialog.py" line="+257"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(as played at this table)</source>
        <translation>(както се играе на тази маса)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(with its usual options)</source>
        <translation>(с обичайните опции)</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-607"/>
        <location line="+9"/>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+7"/>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Spades</source>
        <translation>Пика</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Купа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Каро</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Спатия</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+499"/>
        <location filename="../ui/table_labels.py" line="-44"/>
        <source>No trump</source>
        <translation>Без коз</translation>
    </message>
    <message>
        <location line="-497"/>
        <location line="+498"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>All trump</source>
        <translation>Всичко коз</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AT</source>
        <translation>ВК</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/table_labels.py" line="-18"/>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+96"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>East</source>
        <translation>Изток</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>North–South</source>
        <translation>Север–Юг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East–West</source>
        <translation>Изток–Запад</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/score_words.py" line="+82"/>
        <location filename="../ui/table_labels.py" line="+39"/>
        <source>Capot</source>
        <translation>Валат</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+273"/>
        <location filename="../ui/table_labels.py" line="-14"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Take</source>
        <translation>Вземи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre</source>
        <translation>Контра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Реконтра</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+3"/>
        <source>Swap the 7</source>
        <translation>Смени 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Cancel the deal</source>
        <translation>Отмени раздаването</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+301"/>
        <location filename="../ui/score_model.py" line="+76"/>
        <location filename="../ui/score_sheet.py" line="+10"/>
        <source>Declarations</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>Sequences and four of a kind held at the start score extra for the team with the best one.</source>
        <translation>Поредиците и каретата, държани в началото, носят точки на отбора с най-силния анонс.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partner exemption</source>
        <translation>Изключение за партньора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your partner is winning the trick you need not trump: any card will do.</source>
        <translation>Когато партньорът ви взема ръката, не сте длъжни да цакате: можете да дадете всяка карта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Must undertrump</source>
        <translation>Задължително по-нисък коз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unable to beat a trump already played? You must still play a lower trump if you have one.</source>
        <translation>Не можете да надвиете вече изиграния коз? Пак сте длъжни да дадете по-нисък коз, ако имате.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer must choose</source>
        <translation>Раздаващият избира задължително</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the second round of bidding the dealer may not pass and must name a trump.</source>
        <translation>Във втория кръг на наддаването раздаващият не може да каже пас и трябва да избере коз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No trump and all trump bids</source>
        <translation>Обяви без коз и всичко коз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids may also name no trump (no suit is trump) or all trump (every suit is trump).</source>
        <translation>Може да се обяви и без коз (няма козов цвят) или всичко коз (всеки цвят е коз).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takers must beat the defence</source>
        <translation>Обявилите трябва да надминат защитата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaching the bid is not enough: the takers must also score more than the defenders.</source>
        <translation>Не стига да се стигне обявата: обявилите трябва да имат и повече точки от защитниците.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Surcontre multiplies by</source>
        <translation>Реконтра умножава по</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contre doubles the contract; a surcontre multiplies it by this much.</source>
        <translation>Контрата удвоява играта; реконтрата я умножава по толкова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last bidder may raise</source>
        <translation>Последният обявил може да вдигне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the other three pass, the highest bidder gets one more turn to raise or stand.</source>
        <translation>Когато другите трима кажат пас, най-високо обявилият получава още един ход да вдигне или да остане.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel under 14 points</source>
        <translation>Отмяна под 14 точки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>При четирима: играч, чиито карти струват под 14 точки, може да отмени раздаването.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random pairs</source>
        <translation>Случайни двойки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: partners are drawn at random at the start of the game.</source>
        <translation>При четирима: партньорите се теглят на жребий в началото на играта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduced combinations</source>
        <translation>Ограничени комбинации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One against one: combinations of 100 or more count at most twice a game.</source>
        <translation>Един срещу един: комбинациите от 100 и повече се броят най-много два пъти на игра.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic Belote</source>
        <translation>Класически белот</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contrée</source>
        <translation>Контре (Contrée)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Romanian Belot</source>
        <translation>Румънски белот</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A single deal</source>
        <translation>Едно раздаване</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../ui/score_sheet.py" line="-42"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n топка</numerusform>
            <numerusform>%n топки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/score_sheet.py" line="-2"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n точка</numerusform>
            <numerusform>%n точки</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four players, in two teams</source>
        <translation>Четирима играчи, в два отбора</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each alone</source>
        <translation>Трима играчи, всеки сам за себе си</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One against one</source>
        <translation>Един срещу един</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>32 cards; partners sit opposite each other.</source>
        <translation>32 карти; партньорите седят един срещу друг.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards (no 7s or 8s); South, East and West each play for themselves.</source>
        <translation>24 карти (без 7 и 8); Юг, Изток и Запад играят всеки за себе си.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards, nine each, South against North; scores kept in points, not balls.</source>
        <translation>24 карти, по девет, Юг срещу Север; резултатът се води в точки, не в топки.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>изкл.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Move to the previous card of your hand</source>
        <translation>Към предишната карта в ръката</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← Left</source>
        <translation>← Наляво</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next card of your hand</source>
        <translation>Към следващата карта в ръката</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>→ Right</source>
        <translation>→ Надясно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the card you moved to</source>
        <translation>Изиграване на избраната карта</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+37"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Play the first to ninth card from the left (a one-against-one hand holds nine)</source>
        <translation>Изиграване на първата до деветата карта отляво (при игра един срещу един ръката е от девет)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Отваряне на запазена игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Запазване на играта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or call (not in hotseat)</source>
        <translation>Връщане на последната ви карта или обява (не при игра на един компютър)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a suggested card or call</source>
        <translation>Подсказка за карта или обява</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the last trick</source>
        <translation>Показване на последната ръка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the score sheet</source>
        <translation>Отваряне на листа с резултата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Правилата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Отваряне на настройките</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Изход</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the turned card (first round)</source>
        <translation>Вземане на обърнатата карта (първи кръг)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The four suits, in the bidding box&apos;s order: name that suit as trump, or choose it for a Contrée bid</source>
        <translation>Четирите цвята по реда в полето за наддаване: избор на този цвят за коз или за обява в контре</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 4</source>
        <translation>1 … 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump for a Contrée bid (when the table plays it)</source>
        <translation>Без коз при обява в контре (ако масата го играе)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All trump for a Contrée bid (when the table plays it)</source>
        <translation>Всичко коз при обява в контре (ако масата го играе)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise or lower the value of a Contrée bid</source>
        <translation>Вдигане или сваляне на стойността на обява в контре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button with the focus ring, or make the Contrée bid chosen</source>
        <translation>Натискане на отбелязания бутон или обявяване на избраното в контре</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contre (or surcontre when your team&apos;s bid was contred)</source>
        <translation>Контра (или реконтра, когато обявата на отбора ви е контрирана)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 of trump for the turned card (Romanian)</source>
        <translation>Смяна на 7 коз с обърнатата карта (румънски белот)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel a deal worth fewer than 14 points (Romanian)</source>
        <translation>Отмяна на раздаване под 14 точки (румънски белот)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the focus ring from button to button; Space presses it</source>
        <translation>Преместване на рамката от бутон на бутон; Интервал го натиска</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Space</source>
        <translation>Tab, Интервал</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/score_model.py" line="+14"/>
        <source>points</source>
        <translation>точки</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tierce: three cards in a row in one suit</source>
        <translation>Терца: три поредни карти от един цвят</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+205"/>
        <source>Fifty: four in a row</source>
        <translation>Кварта: четири поредни</translation>
    </message>
    <message>
        <location line="-204"/>
        <location line="+205"/>
        <source>Hundred: five or more in a row</source>
        <translation>Квинта: пет или повече поредни</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Четири аса, десетки, попа или дами</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four aces, tens, kings or Obers</source>
        <translation>Четири аса, десетки, попа или обера</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs are counted in the plain order %1, whatever the trump.</source>
        <translation>Поредиците се броят по обикновения ред %1, какъвто и да е козът.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declarations are announced for you as the first trick is played.</source>
        <translation>Анонсите ви се обявяват вместо вас при първата ръка.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the team with the single best declaration scores, and then it scores all of its own.</source>
        <translation>Точки получава само отборът с единствения най-силен анонс, и то за всичките си анонси.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any four beats any run; a longer run beats a shorter one, then the higher top card,</source>
        <translation>Всяко каре бие всяка поредица; по-дългата поредица бие по-късата, после по-високата горна карта,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then a run in trump; a tie goes to the player nearer the first hand.</source>
        <translation>после поредицата в коз; при равенство печели играчът по-близо до първия.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours of eights or sevens are worth nothing.</source>
        <translation>Каретата от осмици и седмици не носят точки.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+130"/>
        <source>The table</source>
        <translation>Масата</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Four players in two teams; partners sit opposite each other: North and South against East and West.</source>
        <translation>Четирима играчи в два отбора; партньорите седят един срещу друг: Север и Юг срещу Изток и Запад.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.</source>
        <translation>Играе се с 32 карти: 7, 8, 9, 10, унтер, обер, поп и асо от всеки цвят.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.</source>
        <translation>Играе се с 32 карти: 7, 8, 9, 10, вале, дама, поп и асо от всеки цвят.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing and play go round the table to the right: South, East, North, West.</source>
        <translation>Раздаването и играта вървят надясно около масата: Юг, Изток, Север, Запад.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the dealer is the first hand: first to speak, and first to lead.</source>
        <translation>Играчът след раздаващия е първи: пръв говори и пръв играе.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Card order and points</source>
        <translation>Ред и точки на картите</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Trump cards rank and score differently from the other suits:</source>
        <translation>Козовите карти имат друга сила и други точки от останалите цветове:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+152"/>
        <location filename="../ui/score_model.py" line="-17"/>
        <location filename="../ui/table_labels.py" line="+4"/>
        <location line="+174"/>
        <location line="+4"/>
        <location filename="../ui/tutorial.py" line="+116"/>
        <source>Trump</source>
        <translation>Коз</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+152"/>
        <source>Other suits</source>
        <translation>Други цветове</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>The cards are worth 152 points in all; the last trick earns %n more,</source>
        <translation>Картите носят общо 152 точки; последната ръка носи още %n,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>so every deal is worth %n.</source>
        <translation>така че всяко раздаване струва %n.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a trick</source>
        <translation>Изиграване на ръка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player plays one card in turn. The highest trump wins the trick;</source>
        <translation>Всеки играч поред дава по една карта. Най-високият коз взема ръката;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with no trump in it, the highest card of the suit led wins. The winner leads next.</source>
        <translation>без коз взема най-високата карта от изиграния цвят. Взелият играе пръв в следващата ръка.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game only lets you play what the rules allow; the cards you may play are raised.</source>
        <translation>Играта позволява само ходовете по правилата; картите, които можете да играете, са повдигнати.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the suit led whenever you can.</source>
        <translation>Отговаряйте на изиграния цвят винаги, когато можете.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump is led, play a higher trump than the best one so far if you can.</source>
        <translation>Когато се играе коз, качете с по-висок коз от най-силния досега, ако можете.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot follow, you must trump, unless your partner is winning the trick.</source>
        <translation>Ако нямате от цвета, трябва да цакате, освен ако партньорът ви взема ръката.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>If you cannot follow, you must trump, even when your partner is winning the trick.</source>
        <translation>Ако нямате от цвета, трябва да цакате, дори когато партньорът ви взема ръката.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>If an opponent has trumped, beat their trump if you can.</source>
        <translation>Ако противник е цакал, надвийте коза му, ако можете.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you must still play a lower trump if you have one.</source>
        <translation>Ако не можете да го надвиете, пак трябва да дадете по-нисък коз, ако имате.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you may play a lower trump or any other card.</source>
        <translation>Ако не можете да го надвиете, можете да дадете по-нисък коз или друга карта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything.</source>
        <translation>Без карта от изиграния цвят и без коз давате каквото искате.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+132"/>
        <source>What you must play</source>
        <translation>Какво трябва да играете</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Belote and rebelote</source>
        <translation>Белот</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and Ober of trump is worth %n points to your team.</source>
        <translation>Поп и обер коз в една ръка носят на отбора ви %n точки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and queen of trump is worth %n points to your team.</source>
        <translation>Поп и дама коз в една ръка носят на отбора ви %n точки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game says “belote” as you play the first of them and “rebelote” with the second.</source>
        <translation>Играта казва „белот“, когато играете първата от тях, и „ребелот“ при втората.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These points stay with your team even when your side loses the contract.</source>
        <translation>Тези точки остават за отбора ви, дори когато играта ви е вътре.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone gets five cards and the next card is turned face up in the middle.</source>
        <translation>Всеки получава пет карти, а следващата карта се обръща с лицето нагоре в средата.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the first round each player in turn may take that card, making its suit trump, or pass.</source>
        <translation>В първия кръг всеки поред може да вземе тази карта, така че цветът ѝ става коз, или да каже пас.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four pass, a second round follows: each may name one of the other three suits, or pass.</source>
        <translation>Ако и четиримата кажат пас, следва втори кръг: всеки може да избере един от другите три цвята или пас.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table the dealer may not pass in the second round.</source>
        <translation>На тази маса раздаващият не може да каже пас във втория кръг.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If everyone passes again, the next dealer deals afresh.</source>
        <translation>Ако всички пак кажат пас, следващият раздава наново.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker adds the turned card and two more to the hand, everyone else three more: eight each.</source>
        <translation>Взелият прибира обърнатата карта и още две, всички останали още три: по осем на всеки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <location line="+108"/>
        <source>Scoring</source>
        <translation>Точкуване</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Each team counts its tricks, the last-trick bonus, its declarations and its belote.</source>
        <translation>Всеки отбор брои ръцете си, бонуса за последна ръка, анонсите си и белота си.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the takers counted more than the defenders, both teams score what they counted.</source>
        <translation>Ако обявилите имат повече точки от защитниците, двата отбора записват каквото са събрали.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.</source>
        <translation>Иначе обявилите са вътре: защитниците записват %n плюс всички анонси; обявилите само белота си.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie is a litige: the defenders score theirs, and the takers&apos; points wait for whoever wins the next deal.</source>
        <translation>Равенството е висяща игра: защитниците записват своите точки, а точките на обявилите чакат отбора, спечелил следващото раздаване.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (capot) is worth %n instead of %m.</source>
        <translation>Всичките осем ръце (валат) струват %n вместо %m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a trump suit, no trump or all trump</source>
        <translation>козов цвят, без коз или всичко коз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a trump suit</source>
        <translation>козов цвят</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone gets all eight cards before anyone speaks.</source>
        <translation>Всеки получава всичките осем карти, преди някой да говори.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,</source>
        <translation>Поред, от първия, всеки казва пас или обявява: брой точки от 80 до 160</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or capot (all eight tricks), together with %s.</source>
        <translation>или валат (всичките осем ръце), заедно с %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every bid must be higher than the last one, even over your partner.</source>
        <translation>Всяка обява трябва да е по-висока от предишната, дори над партньора.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the other team&apos;s bid you may say contre, which doubles what the deal is worth;</source>
        <translation>Срещу обявата на другия отбор можете да кажете контра, което удвоява стойността на раздаването;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bidding team may answer with surcontre (×%n).</source>
        <translation>обявилият отбор може да отговори с реконтра (×%n).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only the bidding team speaks.</source>
        <translation>След контра говори само обявилият отбор.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding ends when the three others have passed and the highest bidder has had one more chance to raise.</source>
        <translation>Наддаването свършва, когато другите трима са казали пас и най-високо обявилият е имал още една възможност да вдигне.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding ends when three players in a row pass after a bid.</source>
        <translation>Наддаването свършва, когато след обява трима играчи поред кажат пас.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody bids at all, the next dealer deals afresh.</source>
        <translation>Ако никой не обяви нищо, следващият раздава наново.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump and all trump</source>
        <translation>Без коз и всичко коз</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.</source>
        <translation>При всичко коз всеки цвят следва правилата на коза, а поп и обер от един цвят са белот.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In all trump every suit follows the trump rules, and any king and queen of one suit make a belote.</source>
        <translation>При всичко коз всеки цвят следва правилата на коза, а поп и дама от един цвят са белот.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no belote in no trump.</source>
        <translation>При без коз няма белот.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders&apos; points.</source>
        <translation>Обявилите изкарват играта, когато точките им (ръце, последна ръка, белот, анонси) стигнат обявата и надминат точките на защитниците.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.</source>
        <translation>Обявилите изкарват играта, когато точките им (ръце, последна ръка, белот, анонси) стигнат обявата.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A capot bid is made only by taking all eight tricks.</source>
        <translation>Обявеният валат се изкарва само с всичките осем ръце.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made: the takers score the bid plus their points; the defenders score their own points.</source>
        <translation>Изкарана: обявилите записват обявата плюс точките си; защитниците записват своите точки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: the defenders score %n plus the bid and every declaration; the takers only their belote.</source>
        <translation>Вътре: защитниците записват %n плюс обявата и всички анонси; обявилите само белота си.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.</source>
        <translation>След контра или реконтра страната, която спечели играта, записва %n плюс обявата, умножена по множителя, и всички анонси.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Four players in two teams, partners opposite each other, with all 32 cards.</source>
        <translation>Четирима играчи в два отбора, партньорите един срещу друг, с всичките 32 карти.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards.</source>
        <translation>Трима играчи, всеки сам, на Юг, Изток и Запад; седмиците и осмиците се махат, остават 24 карти.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face to face, South against North, with 24 cards (no 7s or 8s).</source>
        <translation>Двама играчи един срещу друг, Юг срещу Север, с 24 карти (без 7 и 8).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Play goes round from South to East, North and West, skipping any empty seat.</source>
        <translation>Играта върви от Юг към Изток, Север и Запад, като празните места се прескачат.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer changes every deal; the player who plays just before the dealer cuts the pack first.</source>
        <translation>Раздаващият се сменя всяко раздаване; играчът преди раздаващия цепи тестето пръв.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six cards each</source>
        <translation>По шест карти</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five cards each</source>
        <translation>По пет карти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>are dealt and the next card is turned face up.</source>
        <translation>се раздават и следващата карта се обръща с лицето нагоре.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Обърнат унтер е Бизон: цветът му веднага е коз и го взема първият, без наддаване.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Обърнато вале е Бизон: цветът му веднага е коз и го взема първият, без наддаване.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise, from the first hand, each player takes the turned suit or passes;</source>
        <translation>Иначе, от първия, всеки взема обърнатия цвят или казва пас;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if everyone passes, each in turn names another suit or passes, and the dealer may not pass.</source>
        <translation>ако всички кажат пас, всеки поред избира друг цвят или пас, а раздаващият не може да каже пас.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone then gets three more cards; the taker gets the turned card and two more.</source>
        <translation>После всеки получава още три карти; взелият получава обърнатата карта и още две.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump was named in the second round, the turned card goes to the dealer.</source>
        <translation>Когато козът е избран във втория кръг, обърнатата карта отива при раздаващия.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more.</source>
        <translation>После всеки получава още три карти, общо девет; взелият в първия кръг получава обърнатата карта и още две.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a second-round trump the turned card is put aside; some cards stay undealt.</source>
        <translation>При коз от втория кръг обърнатата карта се оставя настрана; няколко карти остават нераздадени.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a first-round take, whoever holds the 7 of trump may swap it for the turned card;</source>
        <translation>След вземане в първия кръг, който държи 7 коз, може да я смени с обърнатата карта;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the taker then gets the 7 instead.</source>
        <translation>тогава взелият получава седмицата вместо нея.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player whose eight cards are worth fewer than 14 points may cancel the deal before play.</source>
        <translation>Играч, чиито осем карти струват под 14 точки, може да отмени раздаването преди играта.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot follow, you must trump.</source>
        <translation>Ако нямате от цвета, трябва да цакате.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The taker leads the first trick; the winner of each trick leads the next.</source>
        <translation>Взелият играе пръв в първата ръка; взелият всяка ръка играе пръв в следващата.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else.</source>
        <translation>Никой освен взелия не може да започне с коз, преди взелият да е започнал с коз, освен ако няма друго.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the suit led whenever you can; on a trump lead, beat the best trump if you can.</source>
        <translation>Отговаряйте на цвета винаги, когато можете; при игра на коз надвийте най-силния коз, ако можете.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When trumping, beat the best trump played if you can, or else play a lower one.</source>
        <translation>Когато цакате, надвийте най-силния изигран коз, ако можете, иначе дайте по-нисък.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything. The cards you may play are raised.</source>
        <translation>Без карта от изиграния цвят и без коз давате каквото искате. Картите, които можете да играете, са повдигнати.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bella: king and queen of trump</source>
        <translation>Белот: поп и дама коз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump</source>
        <translation>Белот: поп и обер коз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in a row in one suit</source>
        <translation>Терца: три поредни от един цвят</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four queens, kings, tens or aces</source>
        <translation>Четири дами, попа, десетки или аса</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four Obers, kings, tens or aces</source>
        <translation>Четири обера, попа, десетки или аса</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/score_model.py" line="-75"/>
        <location filename="../ui/score_sheet.py" line="+33"/>
        <source>Combinations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A combination counts only if you declare it yourself, on one of your turns in the first two tricks:</source>
        <translation>Комбинацията се брои само ако я обявите сами, на някой от ходовете си в първите две ръце:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press its button above your hand before you play your card. Declaring shows the cards.</source>
        <translation>натиснете бутона ѝ над ръката си, преди да изиграете картата. При обявяване картите се показват.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella may be declared until you play the king or Ober of trump.</source>
        <translation>Белот може да се обяви, докато не изиграете поп или обер коз.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella may be declared until you play the king or queen of trump.</source>
        <translation>Белот може да се обяви, докато не изиграете поп или дама коз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the second trick the side with the best combination scores all of its own; Bella always counts.</source>
        <translation>След втората ръка страната с най-силната комбинация записва всичките си; белотът винаги се брои.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Каретата бият поредиците (унтери, после деветки, аса, десетки, попове, обери); по-дългата поредица бие по-късата, после по-високата горна карта, после поредицата в коз.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Каретата бият поредиците (валета, после деветки, аса, десетки, попове, дами); по-дългата поредица бие по-късата, после по-високата горна карта, после поредицата в коз.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal runs of different sides, neither in trump, cancel each other.</source>
        <translation>Две равни поредици на различни страни, никоя в коз, се унищожават.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four 8s cancel every combination except Bella; four 7s cancel the deal;</source>
        <translation>Четири осмици отменят всички комбинации освен белота; четири седмици отменят раздаването;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight trumps in one hand (Belot) win the game at once.</source>
        <translation>всички осем коза в една ръка (Белот) печелят играта веднага.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table each player&apos;s combinations of 100 or more count at most twice a game.</source>
        <translation>На тази маса комбинациите от 100 и повече на всеки играч се броят най-много два пъти на игра.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points.</source>
        <translation>Всяка страна брои ръцете си, последната ръка (10), комбинациите и белота си; дуелът пази точните точки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than the opponent loses everything to the opponent: a BT.</source>
        <translation>Взел, който събере по-малко точки от противника, губи всичко в полза на противника: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more.</source>
        <translation>Играч без нито една ръка губи 100 точки и не брои комбинации; всеки трети BT струва още 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella.</source>
        <translation>Всяка страна брои ръцете си, последната ръка (10), комбинациите и белота си.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls.</source>
        <translation>Точките стават топки: десет точки за топка, 5 и по-малко се закръгля надолу, 6 и повече нагоре; раздаване без комбинации е 16 топки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT.</source>
        <translation>Взел, който събере по-малко точки от някой противник, не записва нищо, а най-добрият противник взема всички точки: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more.</source>
        <translation>Страна без нито една ръка губи 10 топки и не брои комбинации; всеки трети BT струва още 10 топки.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target</source>
        <translation>Цел</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/settings_dialog.py" line="-14"/>
        <location line="+423"/>
        <source>Table</source>
        <translation>Маса</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The options at this table</source>
        <translation>Опциите на тази маса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change them in Settings; they take effect from the next game.</source>
        <translation>Променят се в Настройки; важат от следващата игра.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team that takes the trump must score more than the other team.</source>
        <translation>Отборът, който взема коза, трябва да събере повече точки от другия отбор.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The teams bid for the right to choose trump; the highest bidders must then make their bid.</source>
        <translation>Отборите наддават за правото да изберат коз; най-високо обявилите трябва после да изкарат обявата си.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>The match is a single deal.</source>
        <translation>Играта е едно раздаване.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>Печели първият отбор, стигнал %n точка след раздаване; при равенство се играе още едно раздаване.</numerusform>
            <numerusform>Печели първият отбор, стигнал %n точки след раздаване; при равенство се играе още едно раздаване.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The taker must count at least as many points as each opponent; scores are kept in balls.</source>
        <translation>Взелият трябва да събере поне колкото всеки противник; резултатът се води в топки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker must count at least as many points as the opponent; a duel keeps exact points.</source>
        <translation>Взелият трябва да събере поне колкото противника; дуелът пази точните точки.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>Печели първият играч над %n точка; ако и двамата я минат в едно раздаване, границата се вдига с 500.</numerusform>
            <numerusform>Печели първият играч над %n точки; ако и двамата ги минат в едно раздаване, границата се вдига с 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>Печели първата страна над %n топка; ако няколко я минат в едно раздаване, границата се вдига с 50.</numerusform>
            <numerusform>Печели първата страна над %n топки; ако няколко ги минат в едно раздаване, границата се вдига с 50.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keyboard shortcuts</source>
        <translation>Клавишни комбинации</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing your hand</source>
        <translation>Игра с картите ви</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding box</source>
        <translation>Полето за наддаване</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>Играта</translation>
    </message>
    <message>
        <location filename="../ui/licences.py" line="+132"/>
        <source>Licences</source>
        <translation>Лицензи</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bundled: {name}</source>
        <translation>Включено: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No licence texts were found: this copy of the game was installed without them.</source>
        <translation>Не са намерени текстове на лицензите: това копие на играта е инсталирано без тях.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Licences…</source>
        <translation>Лицензи…</translation>
    </message>
    <message>
        <location filename="../ui/presets.py" line="+38"/>
        <source>Belote Desktop&apos;s defaults</source>
        <translation>По подразбиране в Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French federation</source>
        <translation>Френска федерация</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rooms</source>
        <translation>Онлайн зали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Домашни правила</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your own choice of options.</source>
        <translation>Собствен избор на опциите.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on.</source>
        <translation>Игра до 701, реконтрата умножава по 4; от опциите е включено само изключението за партньора.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the French federation&apos;s texts: a surcontre multiplies by 3.</source>
        <translation>Както в текстовете на Френската федерация: реконтрата умножава по 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes.</source>
        <translation>Както в словенските и чешките зали: игра до 701, най-високо обявилият може да вдигне след три паса.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Played to 1000; of the options only the partner exemption is on.</source>
        <translation>Игра до 1000; от опциите е включено само изключението за партньора.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the French federation&apos;s classic rules: unable to overtrump, you must still play a lower trump.</source>
        <translation>Както в класическите правила на Френската федерация: който не може да надцака, пак трябва да даде по-нисък коз.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the Slovenian and Czech rooms: played to 501.</source>
        <translation>Както в словенските и чешките зали: игра до 501.</translation>
    </message>
    <message>
        <location filename="../ui/refusals.py" line="+33"/>
        <source>You may not lead a trump before the taker has led one. Playable: %1.</source>
        <translation>Не можете да започнете с коз, преди взелият да е започнал с коз. Може: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must follow suit: %1. Playable: %2.</source>
        <translation>Трябва да отговорите на цвета: %1. Може: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher card in %1. Playable: %2.</source>
        <translation>Трябва да дадете по-висока карта в %1. Може: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump with %1. Playable: %2.</source>
        <translation>Трябва да цакате с %1. Може: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump with %1. Playable: %2.</source>
        <translation>Трябва да надцакате с %1. Може: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must undertrump with %1. Playable: %2.</source>
        <translation>Трябва да дадете по-нисък коз с %1. Може: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the suit turned in round 1: name another suit or pass.</source>
        <translation>%1 беше обърнатият цвят в 1. кръг: изберете друг цвят или пас.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must bid higher than %1.</source>
        <translation>Трябва да обявите повече от %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card.</source>
        <translation>Нямате тази карта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card: the auction is over.</source>
        <translation>Изиграйте карта: наддаването приключи.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is not over yet.</source>
        <translation>Наддаването още не е приключило.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is over.</source>
        <translation>Наддаването приключи.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In round 1 you may only take the turned card or pass.</source>
        <translation>В 1. кръг можете само да вземете обърнатата карта или да кажете пас.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned card can only be taken in round 1: name a suit or pass.</source>
        <translation>Обърнатата карта се взема само в 1. кръг: изберете цвят или пас.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must choose a trump in round 2.</source>
        <translation>Раздаващият трябва да избере коз във 2. кръг.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only surcontre or pass remains.</source>
        <translation>След контра остават само реконтра или пас.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre answers a contre of the other team.</source>
        <translation>Реконтрата отговаря на контра от другия отбор.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract is already surcontred.</source>
        <translation>Играта вече е реконтрирана.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre is said against the other team&apos;s bid.</source>
        <translation>Контра се казва срещу обявата на другия отбор.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to contre.</source>
        <translation>Няма обява, на която да се каже контра.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump and all trump bids are not played at this table.</source>
        <translation>Обяви без коз и всичко коз не се играят на тази маса.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the holder of the 7 of trump may swap it, right after a take in round 1.</source>
        <translation>Само който държи 7 коз може да я смени, веднага след вземане в 1. кръг.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Само играч, чиито карти струват под 14 точки, може да отмени раздаването.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 or pass.</source>
        <translation>Сменете 7 или пас.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the deal or pass.</source>
        <translation>Отменете раздаването или пас.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards that complete the hands are not known: pass only.</source>
        <translation>Картите, които допълват ръцете, не са известни: само пас.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That card cannot be played now.</source>
        <translation>Тази карта не може да се играе сега.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>Това не е позволено сега.</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-46"/>
        <source>%1 &amp; %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>BT-%1 (%2)</source>
        <extracomment>BT marks a failed contract on a Romanian score sheet; %1 numbers the side&apos;s BTs in the match, %2 is what a third one cost. Keep &quot;BT&quot; unless your players write it otherwise.</extracomment>
        <translation>BT-%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BT-%1</source>
        <translation>BT-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancelled (four 7s)</source>
        <translation>Отменено (четири 7)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancelled (under 14)</source>
        <translation>Отменено (под 14)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-149"/>
        <source>Belot!</source>
        <translation>Белот!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed out</source>
        <translation>Всички пас</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Down (BT)</source>
        <translation>Вътре (BT)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made</source>
        <translation>Изкарана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Вътре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige</source>
        <translation>Висяща</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-6"/>
        <source>Cards %1</source>
        <translation>Карти %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="+84"/>
        <source>Error</source>
        <translation>Грешка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad luck</source>
        <translation>Лош късмет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Добре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only card</source>
        <translation>Единствена карта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not solved</source>
        <translation>Нерешено</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The only card that could be played.</source>
        <translation>Единствената карта, която можеше да се изиграе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double dummy (all hands known) it cost %1.</source>
        <translation>С открити карти (всички карти известни) тя струваше %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.</source>
        <translation>Грешка: в %1 от %2 раздавания, съвместими с това, което можехте да видите, %3 е по-добра; средна загуба в точки: %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bad luck: the right card for what you could see; the hidden cards lay against it.</source>
        <translation>Лош късмет: правилната карта според това, което можехте да видите; скритите карти бяха разположени срещу нея.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time on this position.</source>
        <translation>На търсенето не му стигна времето в тази позиция.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good card.</source>
        <translation>Добра карта.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would have played %1.</source>
        <translation>Експертът би изиграл %1.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>The analysis stopped unexpectedly.</source>
        <translation>Анализът спря неочаквано.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deal&apos;s four hands and the trick</source>
        <translation>Картите на четиримата играчи и ръката</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Deal review</source>
        <translation>Преглед на раздаването</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deal</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+48"/>
        <source>Deal %1</source>
        <translation>Раздаване %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Trick</source>
        <translation>Ръка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert&apos;s card</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards played and their marks</source>
        <translation>Изиграните карти и оценките им</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysing… %v of %m</source>
        <translation>Анализ… %v от %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« Start</source>
        <translation>« Начало</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Напред ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End »</source>
        <translation>Край »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump to a trick</source>
        <translation>Преход към ръка</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trick:</source>
        <translation>Ръка:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play this deal again</source>
        <translation>Ново изиграване на раздаването</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game has no finished deal with card play to review.</source>
        <translation>Още няма завършено раздаване с изиграни карти за преглед.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Auction: %1</source>
        <translation>Наддаване: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations: %1</source>
        <translation>Анонси: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Trick %1: %2 played %3</source>
        <translation>Ръка %1, %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As dealt</source>
        <translation>Както е раздадено</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The analysis failed: %1</source>
        <translation>Анализът се провали: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Errors: %1 (%2 deal points lost on average); bad luck: %3.</source>
        <translation>Грешки: %1 (средна загуба в точки: %2); лош късмет: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The same players, from the start</source>
        <translation>Същите играчи, от началото</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1&apos;s seat</source>
        <translation>На мястото на %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the Expert in your seat</source>
        <translation>С Експерта на вашето място</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The same cards, played again: %1. The first time (deal %2): %3.</source>
        <translation>Същите карти, изиграни отново: %1. Първия път (раздаване %2): %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the deal…</source>
        <translation>Преглед на раздаването…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Review deal…</source>
        <translation>Преглед на раздаването…</translation>
    </message>
    <message>
        <location filename="../ui/review_hooks.py" line="+46"/>
        <source>Review a deal…</source>
        <translation>Преглед на раздаване…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Abandon the game in progress and play deal %1 again?</source>
        <translation>Да се изостави ли започнатата игра и да се изиграе отново раздаване %1?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Review a deal of a saved game</source>
        <translation>Преглед на раздаване от запазена игра</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be reviewed: %1</source>
        <translation>Този файл не може да бъде прегледан: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+2"/>
        <source>Total %1</source>
        <translation>Общо %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="+80"/>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Dealer</source>
        <translation>Раздава</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <location filename="../ui/table_labels.py" line="+95"/>
        <location line="+50"/>
        <location line="+5"/>
        <source>Taker</source>
        <translation>Взел</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards NS</source>
        <translation>Карти СЮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards EW</source>
        <translation>Карти ИЗ</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="+57"/>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Седмица</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Осмица</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Деветка</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Десетка</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Unter</source>
        <translation>Унтер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ober</source>
        <translation>Обер</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>King</source>
        <translation>Поп</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Daus</source>
        <translation>Асо</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Вале</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>Асо</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>card, face down</source>
        <translation>карта с лицето надолу</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, not playable</source>
        <translation>%1, не може да се играе</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, playable</source>
        <translation>%1, може да се играе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, hint</source>
        <translation>%1, подсказка</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Вашите карти, %n карта</numerusform>
            <numerusform>Вашите карти, %n карти</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Картите на %1, %n карта</numerusform>
            <numerusform>Картите на %1, %n карти</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>раздава</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>на ход</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, played by %2</source>
        <translation>%1, играч: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Ръка, %n карта</numerusform>
            <numerusform>Ръка, %n карти</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick, no card yet</source>
        <translation>Ръка, още без карта</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned card: %1</source>
        <translation>Обърната карта: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+70"/>
        <source>Card table</source>
        <translation>Игрална маса</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You play %1</source>
        <translation>Вие: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win the trick</source>
        <translation>Ръката взема: Вие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the trick</source>
        <translation>Ръката взема: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/review_dialog.py" line="-238"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="-36"/>
        <location filename="../ui/tutorial.py" line="+18"/>
        <source>Belote</source>
        <translation>Белот</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/review_dialog.py" line="+0"/>
        <source>Rebelote</source>
        <translation>Ребелот</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You deal</source>
        <translation>Раздава: Вие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals</source>
        <translation>Раздава: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody takes</source>
        <translation>Никой не взема</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take, trump: %1</source>
        <translation>Взема: Вие, коз: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes, trump: %2</source>
        <translation>Взема: %1, коз: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Result</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal NS</source>
        <translation>Разд. СЮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal EW</source>
        <translation>Разд. ИЗ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total NS</source>
        <translation>Общо СЮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total EW</source>
        <translation>Общо ИЗ</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+17"/>
        <location line="+1"/>
        <source>Card points of %1, last trick included</source>
        <translation>Точки от карти (%1), с последната ръка</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>balls</source>
        <translation>топки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this deal added for %1, in %2</source>
        <translation>Какво донесе раздаването (%1), в %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <location line="+1"/>
        <source>Running total of %1</source>
        <translation>Общо досега: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Combination points, for the side with the best combination declared</source>
        <translation>Точки от комбинации, за страната с най-силната обявена комбинация</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella: king and queen of trump, declared</source>
        <translation>Белот: поп и дама коз, обявени</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump, declared</source>
        <translation>Белот: поп и обер коз, обявени</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal number</source>
        <translation>Номер на раздаването</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump, and in Contrée the contract with any contre</source>
        <translation>Козът, а в контре и обявата с евентуалната контра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declaration points, for the team with the best declaration</source>
        <translation>Точки от анонси, за отбора с най-силния анонс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote: king and Ober of trump in one hand</source>
        <translation>Белот: поп и обер коз в една ръка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote: king and queen of trump in one hand</source>
        <translation>Белот: поп и дама коз в една ръка</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What this deal added for %1</source>
        <translation>Какво донесе раздаването (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>Имахте четири седмици, които отменят раздаването; следващият раздаде наново.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>%1: четири седмици отменят раздаването; следващият раздаде наново.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cancelled the deal; the next dealer dealt again.</source>
        <translation>Отменихте раздаването; следващият раздаде наново.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cancelled the deal; the next dealer dealt again.</source>
        <translation>%1 отмени раздаването; следващият раздаде наново.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump; the next dealer dealt again.</source>
        <translation>Никой не избра коз; следващият раздаде наново.</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="-22"/>
        <location line="+7"/>
        <location filename="../ui/score_model.py" line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+2"/>
        <source>%1: %2 (no trick, or a third BT)</source>
        <translation>%1: %2 (без ръка или трети BT)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n точка чака, докато се спечели следващото раздаване.</numerusform>
            <numerusform>%n точки чакат, докато се спечели следващото раздаване.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Отборът ви прибра %n висяща точка.</numerusform>
            <numerusform>Отборът ви прибра %n висящи точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1 прибраха %n висяща точка.</numerusform>
            <numerusform>%1 прибраха %n висящи точки.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+26"/>
        <source>Deal %1: you showed four 7s, which cancel the deal.</source>
        <translation>Раздаване %1: имахте четири седмици, които отменят раздаването.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you cancelled it.</source>
        <translation>Раздаване %1: отменихте го.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: %2 showed four 7s, which cancel the deal.</source>
        <translation>Раздаване %1: четири седмици (%2) отменят раздаването.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: %2 cancelled it.</source>
        <translation>Раздаване %1: %2 го отмени.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: Belot! All eight trumps win the game.</source>
        <translation>Раздаване %1: Белот! Всичките осем коза печелят играта.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: everyone passed.</source>
        <translation>Раздаване %1: всички казаха пас.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1: you took %3 and made it.</source>
        <translation>Раздаване %1: взехте %3 и изкарахте играта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and won every trick!</source>
        <translation>Раздаване %1: взехте %3 и направихте валат!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and went down.</source>
        <translation>Раздаване %1: взехте %3 и сте вътре.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3: a tie (litige).</source>
        <translation>Раздаване %1: взехте %3: висяща (равенство).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1: %2 took %3 and made it.</source>
        <translation>Раздаване %1: %2 взе %3 и изкара играта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and won every trick!</source>
        <translation>Раздаване %1: %2 взе %3 и направи валат!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and went down.</source>
        <translation>Раздаване %1: %2 взе %3 и е вътре.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3: a tie (litige).</source>
        <translation>Раздаване %1: %2 взе %3: висяща (равенство).</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="-113"/>
        <source>Score sheet</source>
        <translation>Лист с резултата</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-34"/>
        <source>one deal</source>
        <translation>едно раздаване</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2    %3: %4    (playing to %5)</source>
        <translation>%1: %2    %3: %4    (игра до %5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1    (playing to %2)</source>
        <translation>%1    (игра до %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points this deal</source>
        <translation>Точки от раздаването</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balls this deal</source>
        <translation>Топки от раздаването</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Card points</source>
        <translation>Точки от карти</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>Counted</source>
        <translation>Събрани</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Penalties</source>
        <translation>Наказания</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Match total</source>
        <translation>Общо в играта</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Scored this deal</source>
        <translation>Записано за раздаването</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>BT</source>
        <translation>BT</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+16"/>
        <source>Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Отборът ви събра %2, по-малко от противник: %3, и точките отиват при най-добрия противник.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Събрахте %2, по-малко от противник: %3, и точките отиват при най-добрия противник.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>a BT</source>
        <translation>BT</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Your team counted %2, no fewer than any opponent.</source>
        <translation>Отборът ви събра %2, поне колкото всеки противник.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, no fewer than any opponent.</source>
        <translation>Събрахте %2, поне колкото всеки противник.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>%1: събрани %2, по-малко от противник: %3, и точките отиват при най-добрия противник.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 counted %2, no fewer than any opponent.</source>
        <translation>%1: събрани %2, поне колкото всеки противник.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all eight tricks</source>
        <translation>всичките осем ръце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your team needed %2 and counted %3.</source>
        <translation>Отборът ви трябваше %2 и събра %3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 needed %2 and counted %3.</source>
        <translation>%1: трябваха %2, събраха %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team needed more than %2&apos;s %3 and counted %4.</source>
        <translation>Отборът ви трябваше да надмине %3 на %2 и събра %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than your team&apos;s %3 and counted %4.</source>
        <translation>%1: трябваше да надминат %3 на отбора ви, събраха %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than %2&apos;s %3 and counted %4.</source>
        <translation>%1: трябваше да надминат %3 на %2, събраха %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+41"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>Висяща игра: %n точка на обявилите чака победителя в следващото раздаване.</numerusform>
            <numerusform>Висяща игра: %n точки на обявилите чакат победителя в следващото раздаване.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Отборът ви прибира и %n висяща точка.</numerusform>
            <numerusform>Отборът ви прибира и %n висящи точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1 прибират и %n висяща точка.</numerusform>
            <numerusform>%1 прибират и %n висящи точки.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>Имахте четири седмици: раздаването се отменя и следващият раздава наново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>%1: четири седмици, раздаването се отменя и следващият раздава наново.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deal was cancelled: the next dealer deals again.</source>
        <translation>Раздаването беше отменено: следващият раздава наново.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump: the next dealer deals again.</source>
        <translation>Никой не избра коз: следващият раздава наново.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next deal</source>
        <translation>Следващо раздаване</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match over</source>
        <translation>Край на играта</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your team wins!</source>
        <translation>Отборът ви печели!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Печелите!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win!</source>
        <translation>Печелят %1!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins!</source>
        <translation>Печели %1!</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n раздаване</numerusform>
            <numerusform>%n раздавания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 на %2, с %n топка след %3.</numerusform>
            <numerusform>%1 на %2, с %n топки след %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 на %2, с %n точка след %3.</numerusform>
            <numerusform>%1 на %2, с %n точки след %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belot: all eight trumps in one hand win the game.</source>
        <translation>Белот: всичките осем коза в една ръка печелят играта.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <source>Contracts taken</source>
        <translation>Взети игри</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Contracts made</source>
        <translation>Изкарани игри</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Capots</source>
        <translation>Валати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points</source>
        <translation>Точки от анонси</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote points</source>
        <translation>Точки от белот</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Combination points</source>
        <translation>Точки от комбинации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella points</source>
        <translation>Точки от белот</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Final score</source>
        <translation>Краен резултат</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location filename="../ui/settings.py" line="-26"/>
        <source>Slow</source>
        <translation>Бавно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Нормално</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Бързо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Веднага</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-573"/>
        <source>Easy</source>
        <translation>Лесно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Средно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Трудно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-568"/>
        <source>A card is turned up after five are dealt: take it as trump, or name another suit.</source>
        <translation>След пет раздадени карти една се обръща: вземете я за коз или изберете друг цвят.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All eight cards first, then bid how many points your team will make, in a trump.</source>
        <translation>Първо всичките осем карти, после обявявате колко точки ще направи отборът ви, в коз.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Five cards and a turned card, as in Classic; the taker leads, combinations are declared in the first two tricks and scores are kept in balls. Four, three or two players.</source>
        <translation>Пет карти и обърната карта, както в класическия; взелият играе пръв, комбинациите се обявяват в първите две ръце, резултатът се води в топки. Четирима, трима или двама играчи.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and table</source>
        <translation>Карти и маса</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comfort</source>
        <translation>Удобство</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules apply from the next game; cards, table and speed at once.</source>
        <translation>Правилата важат от следващата игра; картите, масата и скоростта веднага.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not playable yet: the rules engine does not support it.</source>
        <translation>Още не може да се играе: правилата не го поддържат.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: coming later, the rules engine cannot play it yet.</source>
        <translation>%1: предстои, правилата още не могат да го играят.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Preset</source>
        <translation>Готови правила</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play to</source>
        <translation>Игра до</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>A person</source>
        <translation>Човек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Компютърът</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Играе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Ниво на бота</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long the Expert may think about each card or call</source>
        <translation>Колко време може да мисли Експертът за всяка карта или обява</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking time</source>
        <translation>Време за мислене</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Keep statistics of every deal</source>
        <translation>Водене на статистика за всяко раздаване</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card sounds</source>
        <translation>Звуци на картите</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Сила на звука</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play my only legal card by itself</source>
        <translation>Единствената ми позволена карта да се играе сама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the remaining tricks when they are all mine</source>
        <translation>Оставащите ръце да се вземат, когато всички са мои</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card with a double-click or a drag, not one click</source>
        <translation>Карта се играе с двойно щракване или плъзгане, не с едно щракване</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show on each card of the trick who played it</source>
        <translation>На всяка карта от ръката да се вижда кой я е изиграл</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Easier to see</source>
        <translation>По-добра видимост</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>High-contrast table</source>
        <translation>Маса с висок контраст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck in four colours (diamonds blue, clubs green)</source>
        <translation>Френско тесте в четири цвята (каро синьо, спатия зелена)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck with large corner indices</source>
        <translation>Френско тесте с големи знаци в ъглите</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+32"/>
        <source>Partners sit opposite each other: South and North play against East and West.</source>
        <translation>Партньорите седят един срещу друг: Юг и Север играят срещу Изток и Запад.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each for themselves, sit at South, East and West.</source>
        <translation>Трима играчи, всеки за себе си, седят на Юг, Изток и Запад.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face each other: South against North.</source>
        <translation>Двама играчи един срещу друг: Юг срещу Север.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-167"/>
        <source>When two or more seats are people, the game hides the cards between turns so you can pass the computer around.</source>
        <translation>Когато две или повече места са хора, играта скрива картите между ходовете, за да си подавате компютъра.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At this table %1 stays empty.</source>
        <translation>На тази маса %1 остава празно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No person plays: the computer plays every seat and you watch.</source>
        <translation>Никой човек не играе: компютърът играе всички места, а вие гледате.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>One person against the computer.</source>
        <translation>Един човек срещу компютъра.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>No person plays: the computer plays all four seats and you watch.</source>
        <translation>Никой човек не играе: компютърът играе и четирите места, а вие гледате.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n човек играе на този компютър.</numerusform>
            <numerusform>%n души си делят този компютър.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Other…</source>
        <translation>Друг…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+76"/>
        <source>Table colour</source>
        <translation>Цвят на масата</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Animations</source>
        <translation>Анимации</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>Езикът на системата</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the next start</source>
        <translation>от следващото стартиране</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language</source>
        <translation>Език</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-152"/>
        <source>Contre!</source>
        <translation>Контра!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre!</source>
        <translation>Реконтра!</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Contré ×2</source>
        <translation>Контра ×2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontré ×%1</source>
        <translation>Реконтра ×%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>to the</source>
        <translation>до</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score in points</source>
        <translation>Резултат в точки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score in balls</source>
        <translation>Резултат в топки</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing to</source>
        <translation>Игра до</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auction</source>
        <translation>Наддаване</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Turned card</source>
        <translation>Обърната</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest bid</source>
        <translation>Най-висока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To speak</source>
        <translation>На ход</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contré</source>
        <translation>Контра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surcontré</source>
        <translation>Реконтра</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Doubled</source>
        <translation>Удвоено</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+12"/>
        <source>Tricks</source>
        <translation>Ръце</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="+228"/>
        <source>Pass the computer to %1, then click</source>
        <translation>Подайте компютъра на %1, после щракнете</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand stays hidden until then.</source>
        <translation>Дотогава всички карти остават скрити.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="-2"/>
        <source>D</source>
        <translation>Р</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n tricks won by %1</source>
        <translation>
            <numerusform>%n ръка, взета от %1</numerusform>
            <numerusform>%n ръце, взети от %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick, won by %1</source>
        <translation>Последна ръка: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Цепене след %n карта</numerusform>
            <numerusform>Цепене след %n карти</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bizon! The jack makes trump</source>
        <translation>Бизон! Валето определя коза</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bizon! The Unter makes trump</source>
        <translation>Бизон! Унтерът определя коза</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swapped the 7 for the turned card</source>
        <translation>Смени 7 с обърнатата карта</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal cancelled</source>
        <translation>Раздаването е отменено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Ребелот!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Belote!</source>
        <translation>Белот!</translation>
    </message>
    <message>
        <location filename="../ui/hint_text.py" line="+28"/>
        <source>the only card the rules leave you</source>
        <translation>единствената карта, която правилата ви оставят</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the last trumps</source>
        <translation>изтегля последните козове</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the opponents&apos; trumps</source>
        <translation>изтегля козовете на противниците</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leads a master card: nothing left can beat it</source>
        <translation>играе карта, която нищо останало не може да бие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives points to partner&apos;s master</source>
        <translation>дава точки в сигурната ръка на партньора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner&apos;s trick is safe: keep your good cards</source>
        <translation>ръката на партньора е сигурна: запазете добрите си карти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overtrumps the opponent</source>
        <translation>качва над коза на противника</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumps the trick</source>
        <translation>цака ръката</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick as the last to play</source>
        <translation>взема ръката като последен на ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick with a master card</source>
        <translation>взема ръката с карта, която нищо не може да бие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps the 10 guarded while the ace is out</source>
        <translation>пази десетката покрита, докато асото е навън</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws away a card worth nothing</source>
        <translation>изхвърля карта без стойност</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: give it as few points as you can</source>
        <translation>ръката е загубена: дайте ѝ възможно най-малко точки</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: %1.</source>
        <translation>Подсказка: %1.</translation>
    </message>
    <message>
        <location filename="../ui/stats_dialog.py" line="+57"/>
        <source>People</source>
        <translation>Хора</translation>
    </message>
    <message>
        <location filename="../ui/tutorial.py" line="-43"/>
        <source>Welcome to Belote</source>
        <translation>Добре дошли в белота</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit South. North, across the table, is your partner; East and West play against you. The dealer has turned up the %1: who takes it makes its suit the trumps, the strongest suit. Take it with the Take button.</source>
        <translation>Вие сте на Юг. Север, срещу вас, е ваш партньор; Изток и Запад играят срещу вас. Раздаващият обърна %1: който я вземе, прави цвета ѝ коз, най-силния цвят. Вземете я с бутона Вземи.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading a trick</source>
        <translation>Вие играете пръв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are trumps and you play first. Everyone must follow the suit led; the highest card of that suit wins the trick, unless someone trumps. Lead the %1.</source>
        <translation>Купа е коз и вие играете пръв. Всеки трябва да отговори на изиграния цвят; най-високата карта от този цвят взема ръката, освен ако някой не цака. Изиграйте %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner&apos;s trick</source>
        <translation>Ръката на партньора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads the ace of clubs: your partner holds the trick. You have no club, and when your partner is winning you need not trump: keep your trumps and throw the %1.</source>
        <translation>Север играе асо спатия: партньорът ви държи ръката. Нямате спатия, а когато партньорът ви взема ръката, не е нужно да цакате: запазете козовете си и хвърлете %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit</source>
        <translation>Отговор на цвета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads a diamond. You hold one, so you must play it: try another card and the game tells you the rule. Play the %1.</source>
        <translation>Север играе каро. Имате едно, затова трябва да го изиграете: опитайте друга карта и играта ще ви каже правилото. Изиграйте %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West leads a club and you have none. When an opponent holds the trick and you cannot follow suit, you must play a trump. The smallest does: play the %1.</source>
        <translation>Запад играе спатия, а вие нямате. Когато противник държи ръката и не можете да отговорите на цвета, трябва да цакате. Най-малкият коз стига: изиграйте %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overtrump</source>
        <translation>По-висок коз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West has trumped with the 10. When an opponent&apos;s trump holds the trick you must play a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1.</source>
        <translation>Запад цака с 10. Когато коз на противник държи ръката, трябва да качите с по-висок коз, ако можете. Редът на козовете: J, 9, A, 10, K, Q, 8, 7. Изиграйте %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An ace</source>
        <translation>Асо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your trick, so you lead again. In the other suits the ace is the strongest card, then the 10: play the %1.</source>
        <translation>Ръката е ваша, затова пак играете пръв. В другите цветове асото е най-силната карта, после десетката: изиграйте %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the game says &quot;Belote&quot; for you. North must go higher in trumps and takes the trick.</source>
        <translation>Имате поп и дама коз: белот, който носи 20 точки. Изиграйте %1: играта казва „белот“ вместо вас. Север трябва да качи с по-висок коз и взема ръката.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebelote and the last trick</source>
        <translation>Ребелот и последната ръка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 completes the belote: &quot;Rebelote&quot;. The last trick is worth 10 more points.</source>
        <translation>%1 допълва белота: „ребелот“. Последната ръка носи още 10 точки.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Leave the tutorial</source>
        <translation>Изход от обучението</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step %1 of %2</source>
        <translation>Стъпка %1 от %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>That card may be played, but this step waits for the %1.</source>
        <translation>Тази карта може да се играе, но тази стъпка чака %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This step waits for Take.</source>
        <translation>Тази стъпка чака Вземи.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side needed more than East and West: %1 to %2. Next deal plays on against the computer.</source>
        <translation>Всеки отбор брои картите, които е взел: в коз J 20, 9 14, A 11, 10 10, K 4, Q 3; в другите цветове A 11, 10 10, K 4, Q 3, J 2; 10 за последната ръка, 20 за белота. Вие взехте, затова вашият отбор трябваше да събере повече от Изток и Запад: %1 на %2. Следващото раздаване продължава срещу компютъра.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The score</source>
        <translation>Резултатът</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../ui/deck_words.py" line="+14"/>
        <source>French</source>
        <translation>Френско</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Немско</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional French</source>
        <translation>Традиционно френско</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop contributors</source>
        <translation>Сътрудниците на Belote Desktop</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="+191"/>
        <source>You claim the remaining tricks: %1</source>
        <translation>Оставащите ръце взема: Вие (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the remaining tricks: %2</source>
        <translation>Оставащите ръце взема: %1 (%2)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>there is no game to save</source>
        <translation>няма игра за запазване</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This match is over.</source>
        <translation>Тази игра приключи.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wait for your turn.</source>
        <translation>Изчакайте своя ред.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing to undo.</source>
        <translation>Няма какво да се върне.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A hint is given on your turn.</source>
        <translation>Подсказка се дава, когато сте на ход.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the {level} bot for a hint…</source>
        <translation>Ботът ({level}) се пита за подсказка…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The match is over.</source>
        <translation>Играта приключи.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal over.</source>
        <translation>Раздаването приключи.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{name}: your call.</source>
        <translation>{name}: ваша обява.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your call.</source>
        <translation>Ваша обява.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: your card.</source>
        <translation>{name}: ваша карта.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: play a card.</source>
        <translation>Ваш ред: изиграйте карта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: declare your combinations, then play a card.</source>
        <translation>{name}: обявете комбинациите си, после изиграйте карта.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your combinations, then play a card.</source>
        <translation>Обявете комбинациите си, после изиграйте карта.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} мисли…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint shown.</source>
        <translation>Подсказката е показана.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name}&apos;s bot failed ({error}); it plays a random legal move.</source>
        <translation>Ботът на мястото на {name} се провали ({error}); играе случаен позволен ход.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>Играта не е запазена за продължаване ({error}): последният ѝ %n ход ще се загуби, ако играта се затвори сега. Игра &gt; Запазване я пази другаде.</numerusform>
            <numerusform>Играта не е запазена за продължаване ({error}): последните ѝ %n хода ще се загубят, ако играта се затвори сега. Игра &gt; Запазване я пази другаде.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The finished game could not be removed ({error}): the next start offers it again.</source>
        <translation>Завършената игра не можа да бъде премахната ({error}): следващото стартиране ще я предложи отново.</translation>
    </message>
</context>
<context>
    <name>GameFileTypes</name>
    <message>
        <location filename="../ui/file_types.py" line="+22"/>
        <source>Belote game</source>
        <translation>Игра на белот</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../ui/help_text.py" line="-264"/>
        <source>L</source>
        <comment>German deck: the sign of leaves (Grün)</comment>
        <translation>Л</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>German deck: the sign of hearts (Herz)</comment>
        <translation>С</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>German deck: the sign of bells (Schellen)</comment>
        <translation>Зв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: the sign of acorns (Eichel)</comment>
        <translation>Ж</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>U</source>
        <comment>German deck: Unter, in the jack&apos;s place</comment>
        <translation>U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <comment>German deck: Ober, in the queen&apos;s place</comment>
        <translation>O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <comment>German deck: King</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: Daus, in the ace&apos;s place</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leaves</source>
        <comment>German deck: the suit of Grün</comment>
        <translation>Листа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <comment>German deck: the suit of Herz</comment>
        <translation>Сърца</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bells</source>
        <comment>German deck: the suit of Schellen</comment>
        <translation>Звънчета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acorns</source>
        <comment>German deck: the suit of Eichel</comment>
        <translation>Жълъди</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+112"/>
        <source>Bidding</source>
        <translation>Наддаване</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&amp;New game</source>
        <translation>&amp;Нова игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Отваряне…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Запазване…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Връщане</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>Последна &amp;ръка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Лист с резултата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; &amp;guide</source>
        <translation>&amp;Ръководство за играчите</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;utorial…</source>
        <translation>&amp;Обучение…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About {title}</source>
        <translation>&amp;За {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Pass the computer to {name}, then click the table.</source>
        <translation>Подайте компютъра на {name}, после щракнете върху масата.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck {deck} cannot be used ({error}); the French deck is shown.</source>
        <translation>Тестето {deck} не може да се използва ({error}); показва се френското тесте.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The easier-to-read deck could not be drawn ({error}); the French deck is shown.</source>
        <translation>По-четливото тесте не можа да бъде нарисувано ({error}); показва се френското тесте.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings saved: new rules and players apply from the next game.</source>
        <translation>Настройките са запазени: новите правила и играчи важат от следващата игра.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings could not be saved ({file}): they apply until the game closes.</source>
        <translation>Настройките не можаха да бъдат запазени ({file}): важат, докато играта се затвори.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New rules and players apply from the next game.</source>
        <translation>Новите правила и играчи важат от следващата игра.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the game in progress?</source>
        <translation>Продължаване на започнатата игра?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No starts a new game; the game in progress is then lost.</source>
        <translation>Не започва нова игра; започнатата се губи.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Последният ѝ %n ход не можа да се запази по време на играта: тя продължава отпреди него.</numerusform>
            <numerusform>Последните ѝ %n хода не можаха да се запазят по време на играта: тя продължава отпреди тях.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the game in progress…</source>
        <translation>Четене на започнатата игра…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> It was kept as {path}.</source>
        <translation> Запазена е като {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress could not be read: {error}.{where} A new game starts.</source>
        <translation>Започнатата игра не може да бъде прочетена: {error}.{where} Започва нова игра.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Abandon the game in progress and start the tutorial?</source>
        <translation>Да се изостави ли започнатата игра и да започне обучението?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New to Belote?</source>
        <translation>Нови сте в белота?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tutorial plays one deal with you, one rule at a time. Start it now? It is also in the Help menu.</source>
        <translation>Обучението играе едно раздаване с вас, правило по правило. Да започне ли сега? То е и в менюто Помощ.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Да се изостави ли започнатата игра и да се раздаде нова?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abandon the game in progress and open another one?</source>
        <translation>Да се изостави ли започнатата игра и да се отвори друга?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Belote games (*.json);;All files (*)</source>
        <translation>Игри на белот (*.json);;Всички файлове (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the game</source>
        <translation>Запазване на играта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a game</source>
        <translation>Отваряне на игра</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Opening {file}…</source>
        <translation>Отваряне на {file}…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This file cannot be opened as a game: {error}</source>
        <translation>Този файл не може да се отвори като игра: {error}</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+8"/>
        <source>The game could not be saved: {error}</source>
        <translation>Играта не можа да бъде запазена: {error}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Saving {file}…</source>
        <translation>Запазване на {file}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to {path}.</source>
        <translation>Запазено в {path}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last move was taken back.</source>
        <translation>Последният ви ход е върнат.</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Match result</source>
        <translation>Резултат от играта</translation>
    </message>
    <message>
        <location line="+548"/>
        <source>The players&apos; guide could not be opened.</source>
        <translation>Ръководството за играчите не можа да се отвори.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About {title}</source>
        <translation>За {title}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The statistics are not kept ({error}).</source>
        <translation>Статистиката не се води ({error}).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</source>
        <translation>
            <numerusform>Да се напусне ли започнатата игра? Тя не можа да се запази: последният ѝ %n ход е загубен (Игра &gt; Запазване я пази другаде).</numerusform>
            <numerusform>Да се напусне ли започнатата игра? Тя не можа да се запази: последните ѝ %n хода са загубени (Игра &gt; Запазване я пази другаде).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the game in progress? It is kept, and offered when you start again.</source>
        <translation>Да се напусне ли започнатата игра? Тя се пази и ще бъде предложена при следващото стартиране.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="qt_texts.py" line="+56"/>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Устройство</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-26"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Търсене в:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Име на файла:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Вид файлове:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Отваряне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Запазване</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Напред</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Горна папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Нова папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Списък</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Всички файлове (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Изтриване</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Преименуване</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Скрити файлове</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Нова папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 вече съществува.
Да бъде ли заменен?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Дата на промяна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Компютър</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-39"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Затваряне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Стандартни стойности</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Запазване</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Отваряне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Отхвърляне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Прилагане</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Нулиране</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Помощ</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="-517"/>
        <source>Green baize</source>
        <translation>Зелено сукно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Синьо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Бордо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Орех</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate</source>
        <translation>Шисти</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/help_text.py" line="+290"/>
        <source> or </source>
        <translation> или </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ui/stats_dialog.py" line="+19"/>
        <location line="+191"/>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Statistics are off: no deal is recorded (Settings &gt; Cards and table).</source>
        <translation>Статистиката е изключена: не се записват раздавания (Настройки &gt; Карти и маса).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <location line="+16"/>
        <source>Matches won</source>
        <translation>Спечелени игри</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+20"/>
        <source>Deals won</source>
        <translation>Спечелени раздавания</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Contracts made / taken</source>
        <translation>Изкарани / взети игри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won in a row</source>
        <translation>Поредни спечелени игри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won in a row</source>
        <translation>Поредни спечелени раздавания</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Противници</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Взети</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made</source>
        <translation>Изкарани</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant and opponents</source>
        <translation>По вариант и противници</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Average score per deal</source>
        <translation>Среден резултат на раздаване</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Average score</source>
        <translation>Среден резултат</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deal recorded yet.</source>
        <translation>Още няма записано раздаване.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score per deal, by match</source>
        <translation>Резултат на раздаване, по игри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors per deal, by match</source>
        <translation>Грешки на раздаване, по игри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deal reviewed yet: the deal review counts the errors.</source>
        <translation>Още няма прегледано раздаване: прегледът на раздаването брои грешките.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet.</source>
        <translation>Още няма завършена игра.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as CSV…</source>
        <translation>Експорт в CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Нулиране…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics cannot be read: {error}. The file is left as it is; move it away to start new statistics.</source>
        <translation>Статистиката не може да бъде прочетена: {error}. Файлът остава непроменен; преместете го другаде, за да започнете нова статистика.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>Всички</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>by variant, below</source>
        <translation>по варианти, по-долу</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>now {current}, best {best}</source>
        <translation>сега {current}, най-добре {best}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n игра; последна: {value}</numerusform>
            <numerusform>%n игри; последна: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n прегледана игра; последна: {value}</numerusform>
            <numerusform>%n прегледани игри; последна: {value}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Export the statistics</source>
        <translation>Експорт на статистиката</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV файлове (*.csv);;Всички файлове (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be exported: {error}</source>
        <translation>Статистиката не можа да бъде експортирана: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forget every recorded deal? This cannot be undone.</source>
        <translation>Да се забравят ли всички записани раздавания? Това не може да бъде отменено.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Статистиката не можа да бъде нулирана: {error}</translation>
    </message>
</context>
</TS>
