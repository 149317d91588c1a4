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
        <translation><numerusform>%n проход</numerusform><numerusform>%n прохода</numerusform><numerusform>%n проходов</numerusform></translation>
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
        <translation><numerusform>%n запуск в %1</numerusform><numerusform>%n запуска в %1</numerusform><numerusform>%n запусков в %1</numerusform></translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Удалить запуски</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the library? This cannot be undone.</source>
        <translation><numerusform>Удалить %n запуск из библиотеки? Это нельзя отменить.</numerusform><numerusform>Удалить %n запуска из библиотеки? Это нельзя отменить.</numerusform><numerusform>Удалить %n запусков из библиотеки? Это нельзя отменить.</numerusform></translation>
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
        <source>Live charts: start a run to see each thread's bandwidth and latency.</source>
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
        <translation><numerusform>%n поток (сумма)</numerusform><numerusform>все %n потока (сумма)</numerusform><numerusform>все %n потоков (сумма)</numerusform></translation>
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
        <source>Select a drive, then click Start.</source>
        <translation>Выберите накопитель и нажмите «Старт».</translation>
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
        <source>No drive behind this target (%1)</source>
        <translation>За этой целью нет накопителя (%1)</translation>
    </message>
    <message>
        <source>AS SSD Benchmark's weights over MiB/s figures: Read = Seq×0.1 + 4K + 4K-64Thrd; Write likewise; Total = SeqW×0.15 + SeqR×0.1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1.5</source>
        <translation>Веса AS SSD Benchmark по значениям в МиБ/с: чтение = Seq×0,1 + 4K + 4K-64Thrd; запись так же; итого = SeqW×0,15 + SeqR×0,1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1,5</translation>
    </message>
</context>
</TS>