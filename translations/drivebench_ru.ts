<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>RunInfo</name>
    <message>
        <source> (max %1)</source>
        <translation> (макс. %1)</translation>
    </message>
    <message>
        <source>FW %1</source>
        <translation>ПО %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <source>, device %1</source>
        <translation>, устройство %1</translation>
    </message>
    <message>
        <source>, test file %1</source>
        <translation>, тестовый файл %1</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>профиль %1</translation>
    </message>
    <message>
        <source>%1 × %2 s</source>
        <translation>%1 × %2 с</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n проход</numerusform>
            <numerusform>%n прохода</numerusform>
            <numerusform>%n проходов</numerusform>
        </translation>
    </message>
    <message>
        <source>warm-up %1 s</source>
        <translation>прогрев %1 с</translation>
    </message>
    <message>
        <source>best of passes</source>
        <translation>лучший из проходов</translation>
    </message>
    <message>
        <source>mean of passes</source>
        <translation>среднее по проходам</translation>
    </message>
    <message>
        <source>zero data</source>
        <translation>нулевые данные</translation>
    </message>
    <message>
        <source>random data</source>
        <translation>случайные данные</translation>
    </message>
    <message>
        <source>buffered (page cache included)</source>
        <translation>с буферизацией (включая страничный кэш)</translation>
    </message>
    <message>
        <source>%1 (RAM)</source>
        <translation>%1 (ОЗУ)</translation>
    </message>
    <message>
        <source>%1 (network)</source>
        <translation>%1 (сеть)</translation>
    </message>
    <message>
        <source>%1 (container layer)</source>
        <translation>%1 (слой контейнера)</translation>
    </message>
    <message>
        <source>threads pinned to CPUs %1</source>
        <translation>потоки закреплены за ЦП %1</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>ГБ/с</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>1 MB/s = 1,000,000 bytes per second</source>
        <translation>1 МБ/с = 1 000 000 байт в секунду</translation>
    </message>
    <message>
        <source>1 GB/s = 1,000,000,000 bytes per second</source>
        <translation>1 ГБ/с = 1 000 000 000 байт в секунду</translation>
    </message>
    <message>
        <source>I/O operations completed per second</source>
        <translation>завершённых операций ввода-вывода в секунду</translation>
    </message>
    <message>
        <source>mean completion latency of one I/O in microseconds (lower is better)</source>
        <translation>средняя задержка одной операции в микросекундах (меньше — лучше)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CompareView</name>
    <message>
        <source>Select 2 to 6 runs in the history and click Compare.</source>
        <translation>Выберите от 2 до 6 запусков в истории и нажмите «Сравнить».</translation>
    </message>
    <message>
        <source>Save as PNG...</source>
        <translation>Сохранить как PNG...</translation>
    </message>
    <message>
        <source>Bars per test</source>
        <translation>Столбцы по тестам</translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation>Перцентили задержки</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Кривые</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Запуск %1</translation>
    </message>
    <message>
        <source>Comparing %1 — differences are against %2</source>
        <translation>Сравнение %1 — разница относительно %2</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Единица</translation>
    </message>
    <message>
        <source>highest: better</source>
        <translation>больше — лучше</translation>
    </message>
    <message>
        <source>lowest: better</source>
        <translation>меньше — лучше</translation>
    </message>
    <message>
        <source>latency (µs, log scale)</source>
        <translation>задержка (мкс, лог. шкала)</translation>
    </message>
    <message>
        <source>None of these runs has curves (surface scan, block-size sweep, sustained write).</source>
        <translation>Ни у одного из этих запусков нет кривых (сканирование поверхности, перебор размеров блока, длительная запись).</translation>
    </message>
    <message>
        <source>Save comparison</source>
        <translation>Сохранить сравнение</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CurveView</name>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::DriveListModel</name>
    <message>
        <source>%1 HDD</source>
        <translation>%1 HDD</translation>
    </message>
    <message>
        <source>Link: %1, supported: %2</source>
        <translation>Канал: %1, поддерживается: %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Накопитель</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Шина</translation>
    </message>
    <message>
        <source>Link now / max</source>
        <translation>Канал сейчас / макс.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::DrivePanel</name>
    <message>
        <source>Drives</source>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>Test target</source>
        <translation>Цель теста</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Test in another directory</source>
        <translation>Тестировать в другом каталоге</translation>
    </message>
    <message>
        <source>%1 is not writable: only read tests could run, and a directory target needs a test file written first. Choose a writable directory.</source>
        <translation>%1 недоступен для записи: возможны только тесты чтения, а в каталоге сначала нужно записать тестовый файл. Выберите каталог, доступный для записи.</translation>
    </message>
    <message>
        <source>A raw device or file runs read tests only; writes would destroy its data (drivebench-cli --destructive can write to an unused device).</source>
        <translation>На устройстве или файле выполняются только тесты чтения: запись уничтожила бы данные (drivebench-cli --destructive может писать на неиспользуемое устройство).</translation>
    </message>
    <message>
        <source>%1 is mounted read-only or not writable: no test file can be created there.</source>
        <translation>%1 смонтирован только для чтения или недоступен для записи: тестовый файл там создать нельзя.</translation>
    </message>
    <message>
        <source>Reading %1 directly needs read permission on it: run DriveBench as root or add your user to the &apos;disk&apos; group.</source>
        <translation>Для прямого чтения %1 нужно право на чтение: запустите DriveBench от root или добавьте пользователя в группу «disk».</translation>
    </message>
    <message>
        <source>Raw device: read tests only over the whole drive; writes would destroy data and are never done from the window.</source>
        <translation>Устройство целиком: только тесты чтения по всему накопителю; запись уничтожила бы данные и из окна никогда не выполняется.</translation>
    </message>
    <message>
        <source>Test file in %1</source>
        <translation>Тестовый файл в %1</translation>
    </message>
    <message>
        <source>%1 (raw, read only)</source>
        <translation>%1 (устройство, только чтение)</translation>
    </message>
    <message>
        <source>Select a drive or browse for a directory</source>
        <translation>Выберите накопитель или каталог</translation>
    </message>
    <message>
        <source>No mounted file system on %1 and no access to the device.</source>
        <translation>На %1 нет смонтированной файловой системы и нет доступа к устройству.</translation>
    </message>
    <message>
        <source>Select a drive, or browse for a directory to test in.</source>
        <translation>Выберите накопитель или каталог для теста.</translation>
    </message>
    <message>
        <source>A test file is created in %1 and removed afterwards.</source>
        <translation>В %1 создаётся тестовый файл, который затем удаляется.</translation>
    </message>
    <message>
        <source>No mounted file system on this drive.</source>
        <translation>На этом накопителе нет смонтированной файловой системы.</translation>
    </message>
    <message>
        <source>Test in directory</source>
        <translation>Тестировать в каталоге</translation>
    </message>
    <message>
        <source>&lt;p&gt;Select a drive to see its identify data and partitions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Выберите накопитель, чтобы увидеть его идентификационные данные и разделы.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Серийный номер</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 байт)</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Секторы</translation>
    </message>
    <message>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 Б логический, %2 Б физический</translation>
    </message>
    <message>
        <source> via %1</source>
        <translation> через %1</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Канал</translation>
    </message>
    <message>
        <source>%1 now, %2 supported</source>
        <translation>сейчас %1, поддерживается %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>rotating (HDD)</source>
        <translation>вращающийся (HDD)</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>твердотельный (SSD)</translation>
    </message>
    <message>
        <source>system disk</source>
        <translation>системный диск</translation>
    </message>
    <message>
        <source>removable</source>
        <translation>съёмный</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>только чтение</translation>
    </message>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>подкачка</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Признаки</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Identify data not read: %1</source>
        <translation>Идентификационные данные не прочитаны: %1</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>занят %1</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HealthView</name>
    <message>
        <source>Drive health</source>
        <translation>Состояние накопителя</translation>
    </message>
    <message>
        <source>Health status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Хорошо</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Плохо</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>– °C</source>
        <translation>– °C</translation>
    </message>
    <message>
        <source>warning at %1 °C</source>
        <translation>предупреждение при %1 °C</translation>
    </message>
    <message>
        <source>critical at %1 °C</source>
        <translation>критическая при %1 °C</translation>
    </message>
    <message>
        <source>Serial: %1</source>
        <translation>Серийный номер: %1</translation>
    </message>
    <message>
        <source>Firmware: %1</source>
        <translation>Прошивка: %1</translation>
    </message>
    <message>
        <source>Temperature limits: %1</source>
        <translation>Пределы температуры: %1</translation>
    </message>
    <message>
        <source>The health data could not be read: %1</source>
        <translation>Не удалось прочитать данные о состоянии: %1</translation>
    </message>
    <message>
        <source>No temperature sensor (hwmon) for this drive.</source>
        <translation>Для этого накопителя нет датчика температуры (hwmon).</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Предупреждений нет.</translation>
    </message>
    <message>
        <source>Power on: %1 hours, %2 power cycles</source>
        <translation>Время работы: %1 ч, включений: %2</translation>
    </message>
    <message>
        <source>Host writes: %1, host reads: %2</source>
        <translation>Записано хостом: %1, прочитано хостом: %2</translation>
    </message>
    <message>
        <source>Critical warning</source>
        <translation>Критическое предупреждение</translation>
    </message>
    <message>
        <source>Composite temperature (°C)</source>
        <translation>Общая температура (°C)</translation>
    </message>
    <message>
        <source>Available spare (%)</source>
        <translation>Доступный резерв (%)</translation>
    </message>
    <message>
        <source>Available spare threshold (%)</source>
        <translation>Порог доступного резерва (%)</translation>
    </message>
    <message>
        <source>Percentage used (%)</source>
        <translation>Износ (%)</translation>
    </message>
    <message>
        <source>Data units read</source>
        <translation>Прочитано единиц данных</translation>
    </message>
    <message>
        <source>Data units written</source>
        <translation>Записано единиц данных</translation>
    </message>
    <message>
        <source>Host read commands</source>
        <translation>Команд чтения от хоста</translation>
    </message>
    <message>
        <source>Host write commands</source>
        <translation>Команд записи от хоста</translation>
    </message>
    <message>
        <source>Controller busy time (min)</source>
        <translation>Время занятости контроллера (мин)</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Включений</translation>
    </message>
    <message>
        <source>Power on hours</source>
        <translation>Часов работы</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Небезопасных отключений</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>Ошибок носителя и целостности данных</translation>
    </message>
    <message>
        <source>Error log entries</source>
        <translation>Записей в журнале ошибок</translation>
    </message>
    <message>
        <source>Warning temperature time (min)</source>
        <translation>Время выше температуры предупреждения (мин)</translation>
    </message>
    <message>
        <source>Critical temperature time (min)</source>
        <translation>Время выше критической температуры (мин)</translation>
    </message>
    <message>
        <source>Thermal throttling transitions (TMT1, TMT2)</source>
        <translation>Переходов в троттлинг (TMT1, TMT2)</translation>
    </message>
    <message>
        <source>Thermal throttling time, s (TMT1, TMT2)</source>
        <translation>Время троттлинга, с (TMT1, TMT2)</translation>
    </message>
    <message>
        <source>Warning temperature WCTEMP (°C)</source>
        <translation>Температура предупреждения WCTEMP (°C)</translation>
    </message>
    <message>
        <source>Critical temperature CCTEMP (°C)</source>
        <translation>Критическая температура CCTEMP (°C)</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Power on: %1 hours</source>
        <translation>Время работы: %1 ч</translation>
    </message>
    <message>
        <source>Host writes: %1</source>
        <translation>Записано хостом: %1</translation>
    </message>
    <message>
        <source>Temperature seen: %1 to %2 °C</source>
        <translation>Наблюдавшаяся температура: от %1 до %2 °C</translation>
    </message>
    <message>
        <source>Self-test: %1</source>
        <translation>Самотестирование: %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Атрибут</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Текущее</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Наихудшее</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Порог</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Необработанное</translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation>Расшифровка</translation>
    </message>
    <message>
        <source>At or below its threshold now</source>
        <translation>Сейчас на пороге или ниже</translation>
    </message>
    <message>
        <source>Was at or below its threshold</source>
        <translation>Было на пороге или ниже</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HistoryView</name>
    <message>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <source>Compare 2 to 6 selected runs side by side</source>
        <translation>Сравнить от 2 до 6 выбранных запусков рядом</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Накопитель:</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Накопитель</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Тесты</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Double-click a run to show it; click a selected Name or Comment to edit it</source>
        <translation>Двойной щелчок показывает запуск; щелчок по выбранному имени или комментарию — правка</translation>
    </message>
    <message>
        <source>All drives</source>
        <translation>Все накопители</translation>
    </message>
    <message>
        <source>No results library is open.</source>
        <translation>Библиотека результатов не открыта.</translation>
    </message>
    <message>
        <source>%1 (partial)</source>
        <translation>%1 (частично)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) in %1</source>
        <translation>
            <numerusform>%n запуск в %1</numerusform>
            <numerusform>%n запуска в %1</numerusform>
            <numerusform>%n запусков в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Удалить запуски</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the library? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить %n запуск из библиотеки? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n запуска из библиотеки? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n запусков из библиотеки? Это нельзя отменить.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::LatencyView</name>
    <message>
        <source>percentile</source>
        <translation>перцентиль</translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation>задержка (мкс)</translation>
    </message>
    <message>
        <source>Latency: start a run to see its distribution.</source>
        <translation>Задержка: запустите тест, чтобы увидеть её распределение.</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <translation>Задержка %1</translation>
    </message>
    <message>
        <source>I/Os by 100 ms mean latency</source>
        <translation>Операции по средней задержке за 100 мс</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>Операции</translation>
    </message>
    <message>
        <source>≤ µs (upper bucket edge)</source>
        <translation>≤ мкс (верхняя граница интервала)</translation>
    </message>
    <message>
        <source>% of I/Os</source>
        <translation>% операций</translation>
    </message>
    <message>
        <source>Percentiles (exact, per I/O)</source>
        <translation>Перцентили (точные, по операциям)</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мин.</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <source>max</source>
        <translation>макс.</translation>
    </message>
    <message>
        <source>µs (log)</source>
        <translation>мкс (лог.)</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::LiveCharts</name>
    <message>
        <source>Live charts: start a run to see each thread&apos;s bandwidth and latency.</source>
        <translation>Графики: запустите тест, чтобы увидеть скорость и задержку каждого потока.</translation>
    </message>
    <message>
        <source>all threads (MB/s)</source>
        <translation>все потоки (МБ/с)</translation>
    </message>
    <message>
        <source>per thread (MB/s)</source>
        <translation>на поток (МБ/с)</translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation>задержка (мкс)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Tick the lines to show; the aggregate is all threads together.</source>
        <translation>Отметьте линии для показа; сводная линия — все потоки вместе.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ни одного</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>время (с)</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>поток %1</translation>
    </message>
    <message numerus="yes">
        <source>all %n threads (sum)</source>
        <translation>
            <numerusform>%n поток (сумма)</numerusform>
            <numerusform>все %n потока (сумма)</numerusform>
            <numerusform>все %n потоков (сумма)</numerusform>
        </translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>скорость</translation>
    </message>
    <message>
        <source>all threads (mean)</source>
        <translation>все потоки (среднее)</translation>
    </message>
    <message>
        <source>mean latency</source>
        <translation>средняя задержка</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>All threads</source>
        <translation>Все потоки</translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>Поток %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>drive (°C)</source>
        <translation>накопитель (°C)</translation>
    </message>
    <message>
        <source>drive temperature</source>
        <translation>температура накопителя</translation>
    </message>
    <message>
        <source>warning %1 °C</source>
        <translation>предупреждение %1 °C</translation>
    </message>
    <message>
        <source>critical %1 °C</source>
        <translation>критическая %1 °C</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::MainWindow</name>
    <message>
        <source>DriveBench %1</source>
        <translation>DriveBench %1</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>The results library cannot be opened, so runs are not kept: %1</source>
        <translation>Библиотеку результатов открыть не удалось, запуски не сохраняются: %1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <source>The run was not stored in the library: %1</source>
        <translation>Запуск не сохранён в библиотеке: %1</translation>
    </message>
    <message>
        <source>Showing a stored run from %1</source>
        <translation>Показан сохранённый запуск от %1</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Старт</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>С&amp;топ</translation>
    </message>
    <message>
        <source>Save result as &amp;JSON…</source>
        <translation>Сохранить результат в &amp;JSON…</translation>
    </message>
    <message>
        <source>Save &amp;screenshot of results…</source>
        <translation>Сохранить &amp;снимок результатов…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save picture of the &amp;window…</source>
        <translation>Сохранить изображение &amp;окна…</translation>
    </message>
    <message>
        <source>&amp;Copy results as text</source>
        <translation>&amp;Копировать результаты как текст</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy results &amp;picture</source>
        <translation>Копировать &amp;изображение результатов</translation>
    </message>
    <message>
        <source>&amp;Refresh drives</source>
        <translation>&amp;Обновить список накопителей</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Benchmark</source>
        <translation>&amp;Тест</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About DriveBench</source>
        <translation>&amp;О DriveBench</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>ETA %1</source>
        <translation>Осталось %1</translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation>Графики в реальном времени</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Задержка</translation>
    </message>
    <message>
        <source>Preparing the test file… %p %</source>
        <translation>Подготовка тестового файла… %p %</translation>
    </message>
    <message>
        <source>Creating and filling the test file</source>
        <translation>Создание и заполнение тестового файла</translation>
    </message>
    <message>
        <source>Test %1 of %2: %3 (warm-up, then measured passes)</source>
        <translation>Тест %1 из %2: %3 (прогрев, затем измеряемые проходы)</translation>
    </message>
    <message>
        <source>Cannot list the drives: %1</source>
        <translation>Не удалось получить список накопителей: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) found</source>
        <translation>
            <numerusform>Найден %n накопитель</numerusform>
            <numerusform>Найдено %n накопителя</numerusform>
            <numerusform>Найдено %n накопителей</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no test target.</source>
        <translation>Цель теста не выбрана.</translation>
    </message>
    <message>
        <source>Select a drive with a mounted file system, or click Browse… and choose a directory to test in.</source>
        <translation>Выберите накопитель со смонтированной файловой системой или нажмите «Обзор…» и выберите каталог.</translation>
    </message>
    <message>
        <source>Choose a writable directory with Browse…, or test the raw device (read tests only).</source>
        <translation>Выберите через «Обзор…» каталог, доступный для записи, или тестируйте устройство целиком (только чтение).</translation>
    </message>
    <message>
        <source>The profile %1 has no tests for this choice.</source>
        <translation>В профиле %1 нет тестов для этого выбора.</translation>
    </message>
    <message>
        <source>Pick another profile, or Read + write.</source>
        <translation>Выберите другой профиль или «Чтение + запись».</translation>
    </message>
    <message>
        <source>Waiting for the first test…</source>
        <translation>Ожидание первого теста…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Running on %1</source>
        <translation>Выполняется на %1</translation>
    </message>
    <message>
        <source>Stopping: waiting for the I/O in flight…</source>
        <translation>Остановка: ожидание незавершённых операций…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n test(s) in %1</source>
        <translation>
            <numerusform>Готово: %n тест за %1</numerusform>
            <numerusform>Готово: %n теста за %1</numerusform>
            <numerusform>Готово: %n тестов за %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the tests completed before Stop are kept.</source>
        <translation>Остановлено: тесты, завершённые до остановки, сохранены.</translation>
    </message>
    <message>
        <source>The run failed; completed tests are kept.</source>
        <translation>Запуск завершился ошибкой; завершённые тесты сохранены.</translation>
    </message>
    <message>
        <source>Run finished</source>
        <translation>Запуск завершён</translation>
    </message>
    <message>
        <source>Run ended early</source>
        <translation>Запуск завершён досрочно</translation>
    </message>
    <message>
        <source>There is no drive named %1.</source>
        <translation>Накопителя с именем %1 нет.</translation>
    </message>
    <message>
        <source>Use a name from the drive list, such as sda or nvme0n1.</source>
        <translation>Укажите имя из списка накопителей, например sda или nvme0n1.</translation>
    </message>
    <message>
        <source>There is no profile named %1.</source>
        <translation>Профиля с именем %1 нет.</translation>
    </message>
    <message>
        <source>Pick one from the Profile list.</source>
        <translation>Выберите профиль из списка.</translation>
    </message>
    <message>
        <source>Save screenshot of results</source>
        <translation>Сохранить снимок результатов</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Save picture of the window</source>
        <translation>Сохранить изображение окна</translation>
    </message>
    <message>
        <source>Save result as JSON</source>
        <translation>Сохранить результат в JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <source>Results copied as text</source>
        <translation>Результаты скопированы как текст</translation>
    </message>
    <message>
        <source>Results picture copied</source>
        <translation>Изображение результатов скопировано</translation>
    </message>
    <message>
        <source>About DriveBench</source>
        <translation>О DriveBench</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;DriveBench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A disk benchmark for Linux: sequential and random transfers, latency percentiles and live per-thread charts.&lt;/p&gt;&lt;p&gt;MB/s are 10&lt;sup&gt;6&lt;/sup&gt; bytes per second.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;DriveBench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Тест производительности дисков для Linux: последовательный и случайный доступ, перцентили задержки и графики по потокам в реальном времени.&lt;/p&gt;&lt;p&gt;МБ/с — это 10&lt;sup&gt;6&lt;/sup&gt; байт в секунду.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Stopping the run…</source>
        <translation>Остановка запуска…</translation>
    </message>
    <message>
        <source>Drive &amp;health…</source>
        <translation>&amp;Состояние накопителя…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Select a drive to see its health.</source>
        <translation>Выберите накопитель, чтобы увидеть его состояние.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Закрыть сообщение</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Что делать: %1</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::ResultPanel</name>
    <message>
        <source>Unit of the figures. MB/s = 10^6 bytes per second.</source>
        <translation>Единица измерения. МБ/с = 10^6 байт в секунду.</translation>
    </message>
    <message>
        <source>AS SSD score</source>
        <translation>Баллы AS SSD</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Комментарий:</translation>
    </message>
    <message>
        <source>Add a note to this result (saved with it)</source>
        <translation>Заметка к результату (сохраняется вместе с ним)</translation>
    </message>
    <message>
        <source>Read (%1)</source>
        <translation>Чтение (%1)</translation>
    </message>
    <message>
        <source>Write (%1)</source>
        <translation>Запись (%1)</translation>
    </message>
    <message>
        <source>Mix R%1/W%2 (%3)</source>
        <translation>Смешанный Ч%1/З%2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2: %3 MB/s, %4 IOPS
latency µs: mean %5, p50 %6, p99 %7, p99.9 %8, max %9</source>
        <translation>%1 %2: %3 МБ/с, %4 IOPS
задержка, мкс: среднее %5, p50 %6, p99 %7, p99.9 %8, макс. %9</translation>
    </message>
    <message>
        <source>%1 of %2 passes; MB/s over passes: min %3, max %4, stdev %5</source>
        <translation>%1 из %2 проходов; МБ/с по проходам: мин. %3, макс. %4, ст. откл. %5</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>значение</translation>
    </message>
    <message>
        <source>* incomplete: the test was cancelled or failed part-way</source>
        <translation>* не завершён: тест отменён или прерван ошибкой</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>идёт…</translation>
    </message>
    <message>
        <source>This test is running.</source>
        <translation>Этот тест выполняется.</translation>
    </message>
    <message>
        <source>Not measured yet.</source>
        <translation>Ещё не измерено.</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>Drive: unknown</source>
        <translation>Накопитель: неизвестен</translation>
    </message>
    <message>
        <source>No target selected</source>
        <translation>Цель не выбрана</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <source>AS SSD Benchmark&apos;s weights over MiB/s figures: Read = Seq×0.1 + 4K + 4K-64Thrd; Write likewise; Total = SeqW×0.15 + SeqR×0.1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1.5</source>
        <translation>Веса AS SSD Benchmark по значениям в МиБ/с: чтение = Seq×0,1 + 4K + 4K-64Thrd; запись так же; итого = SeqW×0,15 + SeqR×0,1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1,5</translation>
    </message>
    <message>
        <source>%1: no drive behind this target</source>
        <translation>%1: за этой целью нет накопителя</translation>
    </message>
    <message>
        <source>%1 %2: not run</source>
        <translation>%1 %2: не выполнялся</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>пропущен</translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C at the start, %2 °C at most, %3 °C at the end</source>
        <translation>Температура накопителя: %1 °C в начале, не выше %2 °C, %3 °C в конце</translation>
    </message>
    <message>
        <source>The drive throttled during this test: %1</source>
        <translation>Накопитель снижал скорость (троттлинг) во время этого теста: %1</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RunSettingsWidget</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Bypass the page cache (O_DIRECT)</source>
        <translation>Обходить страничный кэш (O_DIRECT)</translation>
    </message>
    <message>
        <source>Read + write</source>
        <translation>Чтение + запись</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Только чтение</translation>
    </message>
    <message>
        <source>Write only</source>
        <translation>Только запись</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Смешанный</translation>
    </message>
    <message>
        <source>R%1/W%2</source>
        <translation>Ч%1/З%2</translation>
    </message>
    <message>
        <source>Read share of the mixed tests, by I/O count</source>
        <translation>Доля чтения в смешанных тестах, по числу операций</translation>
    </message>
    <message>
        <source>Size of the test file; larger than the drive&apos;s cache shows its sustained speed</source>
        <translation>Размер тестового файла; больше кэша накопителя — видна устойчивая скорость</translation>
    </message>
    <message>
        <source>Measured passes per test (a discarded warm-up pass comes first)</source>
        <translation>Измеряемых проходов на тест (сначала отбрасываемый прогрев)</translation>
    </message>
    <message>
        <source>Warm-up pass before each test, not counted</source>
        <translation>Прогрев перед каждым тестом, не учитывается</translation>
    </message>
    <message>
        <source>Pause between tests, so an SSD&apos;s cache can settle</source>
        <translation>Пауза между тестами, чтобы кэш SSD успел освободиться</translation>
    </message>
    <message>
        <source>Random data</source>
        <translation>Случайные данные</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Нули</translation>
    </message>
    <message>
        <source>Content of the test file and of writes; random data defeats compression</source>
        <translation>Содержимое тестового файла и записей; случайные данные не сжимаются</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Профиль</translation>
    </message>
    <message>
        <source>&amp;Tests</source>
        <translation>&amp;Тесты</translation>
    </message>
    <message>
        <source>Mi&amp;x</source>
        <translation>Сме&amp;шение</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>&amp;Данные</translation>
    </message>
    <message>
        <source>&amp;Interval</source>
        <translation>&amp;Интервал</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Размер</translation>
    </message>
    <message>
        <source>P&amp;asses</source>
        <translation>П&amp;роходы</translation>
    </message>
    <message>
        <source>D&amp;uration</source>
        <translation>Д&amp;лительность</translation>
    </message>
    <message>
        <source>&amp;Warm-up</source>
        <translation>П&amp;рогрев</translation>
    </message>
    <message>
        <source>Off: reads and writes go through the page cache, so the figures show memory speed as much as the drive&apos;s; results are marked as cached</source>
        <translation>Выкл.: чтение и запись идут через страничный кэш, и значения отражают скорость памяти не меньше, чем накопителя; результаты помечаются как кэшированные</translation>
    </message>
    <message>
        <source>This target allows read tests only</source>
        <translation>Для этой цели доступны только тесты чтения</translation>
    </message>
    <message>
        <source>Workload profile (docs/workloads.md)</source>
        <translation>Профиль нагрузки (docs/workloads.md)</translation>
    </message>
</context>
</TS>
