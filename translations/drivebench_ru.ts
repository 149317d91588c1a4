<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>CurveData</name>
    <message>
        <source>transfer rate</source>
        <translation>скорость передачи</translation>
    </message>
    <message>
        <source>access time</source>
        <translation>время доступа</translation>
    </message>
    <message>
        <source>write rate</source>
        <translation>скорость записи</translation>
    </message>
    <message>
        <source>transfer rate by block size</source>
        <translation>скорость передачи по размеру блока</translation>
    </message>
</context>
<context>
    <name>DriveListModel</name>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
</context>
<context>
    <name>DrivePanel</name>
    <message>
        <source>%1 on %2: overwrites the whole device with test data and reads it back, erasing everything on it. Start asks you to type its name first.</source>
        <translation>%1 на %2: перезаписывает всё устройство тестовыми данными и читает их обратно, стирая всё, что на нём есть. «Старт» сначала попросит ввести его имя.</translation>
    </message>
    <message>
        <source>Raw device: %1 only reads; nothing on %2 is written.</source>
        <translation>Устройство напрямую: %1 только читает; на %2 ничего не записывается.</translation>
    </message>
    <message>
        <source>Raw device: %1 only writes, which would erase %2; choose a directory on the drive to run it.</source>
        <translation>Устройство напрямую: %1 только пишет, а это стёрло бы %2; чтобы выполнить его, выберите каталог на накопителе.</translation>
    </message>
    <message>
        <source>Raw device: %1 runs its read tests only, over the whole drive; its write tests are left out, as they would erase %2.</source>
        <translation>Устройство напрямую: %1 выполняет только свои тесты чтения, по всему накопителю; тесты записи пропускаются, так как они стёрли бы %2.</translation>
    </message>
    <message>
        <source>The capacity check fills the free space of the file system holding %1, less the reserve, with files in a folder of its own, reads them back and removes them afterwards; Start says how much first.</source>
        <translation>Проверка ёмкости заполняет свободное место файловой системы, на которой находится %1, за вычетом резерва, файлами в отдельной папке, читает их обратно и затем удаляет; «Старт» сначала сообщит, сколько будет записано.</translation>
    </message>
    <message>
        <source>Small files are created in a folder of their own in %1 and removed afterwards.</source>
        <translation>Мелкие файлы создаются в отдельной папке в %1 и затем удаляются.</translation>
    </message>
    <message>
        <source>%1 on %2: %3 runs its read tests only (fio in read-only mode); DriveBench never writes to a device of another host.</source>
        <translation>%1 на %2: %3 выполняет только свои тесты чтения (fio в режиме только для чтения); DriveBench никогда не пишет на устройство другого хоста.</translation>
    </message>
</context>
<context>
    <name>LatencyView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Write although it may be in use?</source>
        <translation>Записать, хотя устройство может использоваться?</translation>
    </message>
    <message>
        <source>%1.

A virtual machine, a database or a disk tool of another user may be using %2; writing to it would destroy what they see. Go on only if you are sure nothing uses it.</source>
        <translation>%1.

Виртуальная машина, база данных или дисковая утилита другого пользователя может использовать %2; запись на него уничтожит то, что они видят. Продолжайте, только если уверены, что его ничто не использует.</translation>
    </message>
    <message>
        <source>Write to %1</source>
        <translation>Записать на %1</translation>
    </message>
    <message>
        <source>The capacity check fills the file system of %1: it writes %2 in files of its own folder, all of its free space (%3) but a reserve of %4, reads them back and removes them.</source>
        <translation>Проверка ёмкости заполняет файловую систему %1: она записывает %2 в файлы своей папки — всё свободное место (%3), кроме резерва %4, — читает их обратно и удаляет.</translation>
    </message>
    <message>
        <source>The quick capacity check writes %1 in regions spread over %2 of the free space of %3 (a reserve of %4 stays free), reads them back and removes them.</source>
        <translation>Быстрая проверка ёмкости записывает %1 областями, распределёнными по %2 свободного места %3 (резерв %4 остаётся свободным), читает их обратно и удаляет.</translation>
    </message>
    <message>
        <source>That takes about %1 at 100 MB/s (a hard disk, a USB stick) and about %2 at 500 MB/s (a SATA SSD); slower drives take longer.</source>
        <translation>Это займёт около %1 при 100 МБ/с (жёсткий диск, USB-флешка) и около %2 при 500 МБ/с (SATA SSD); более медленным накопителям нужно больше.</translation>
    </message>
    <message>
        <source>Meanwhile the file system is nearly full: other programs that write to it may fail. Stop ends the check and removes its files.</source>
        <translation>Тем временем файловая система почти заполнена: другие программы, пишущие на неё, могут получить ошибку. «Стоп» завершает проверку и удаляет её файлы.</translation>
    </message>
    <message>
        <source>Fill the file system?</source>
        <translation>Заполнить файловую систему?</translation>
    </message>
    <message>
        <source>Fill and check</source>
        <translation>Заполнить и проверить</translation>
    </message>
    <message>
        <source>%1 is a fio server on a network address. A fio server asks no password: anyone on that network who can reach it can run commands there as the server&apos;s user, not only DriveBench.

Safer: bind the server to a unix socket or to 127.0.0.1 on that machine and reach it through an SSH tunnel, or add the machine as an SSH host.

Nothing has been sent to it yet.</source>
        <translation>%1 — сервер fio на сетевом адресе. Сервер fio не спрашивает пароль: любой в этой сети, кто может до него добраться, может выполнять там команды от имени пользователя сервера, а не только DriveBench.

Безопаснее: привяжите сервер к unix-сокету или к 127.0.0.1 на той машине и подключайтесь к нему через SSH-туннель либо добавьте машину как SSH-хост.

Ему пока ничего не отправлено.</translation>
    </message>
    <message>
        <source>A fio server anyone on the network can use</source>
        <translation>Сервер fio, которым может пользоваться любой в сети</translation>
    </message>
    <message>
        <source>Use it anyway</source>
        <translation>Всё равно использовать</translation>
    </message>
</context>
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
    <message>
        <source>1 pass</source>
        <translation>1 проход</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>проходов: %1</translation>
    </message>
    <message>
        <source>%1–%2 passes</source>
        <translation>проходов: %1–%2</translation>
    </message>
    <message>
        <source>%1 ops per pass</source>
        <translation>операций за проход: %1</translation>
    </message>
    <message>
        <source>%1–%2 ops per pass</source>
        <translation>операций за проход: %1–%2</translation>
    </message>
    <message>
        <source>fixed-length tests%1</source>
        <translation>тесты фиксированной длины%1</translation>
    </message>
    <message>
        <source>%1 of fixed length%2</source>
        <translation>%1 фиксированной длины%2</translation>
    </message>
    <message>
        <source>%1 tests of fixed length%2</source>
        <translation>тестов фиксированной длины: %1%2</translation>
    </message>
    <message>
        <source>until steady, rounds of %1 s, at most %2</source>
        <translation>до установившегося режима, раунды по %1 с, не более %2</translation>
    </message>
    <message>
        <source>mean of the last 5 rounds</source>
        <translation>среднее последних 5 раундов</translation>
    </message>
    <message>
        <source>Cost to the drive: %1 of host writes counted by the drive for %2 written by the tests</source>
        <translation>Цена для накопителя: накопитель насчитал %1 данных, записанных хостом, на %2, записанных тестами</translation>
    </message>
    <message>
        <source>Percentage used %1 % before and after</source>
        <translation>Percentage Used %1 % до и после</translation>
    </message>
    <message>
        <source>Percentage used %1 % → %2 %</source>
        <translation>Percentage Used %1 % → %2 %</translation>
    </message>
</context>
<context>
    <name>RunSettingsWidget</name>
    <message>
        <source>%1 writes every sector it checks and reads it back, whatever Tests says</source>
        <translation>%1 записывает каждый проверяемый сектор и читает его обратно, независимо от настройки «Тесты»</translation>
    </message>
    <message>
        <source>%1 fills the free space of the directory, less the reserve, or the whole device: no test file size applies</source>
        <translation>%1 заполняет свободное место каталога за вычетом резерва или всё устройство: размер тестового файла не применяется</translation>
    </message>
    <message>
        <source>%1 writes its own data: each sector names its place, so that it can be checked</source>
        <translation>%1 записывает собственные данные: каждый сектор указывает своё место, чтобы его можно было проверить</translation>
    </message>
    <message>
        <source>%1 makes many small files (Files, File size), no test file</source>
        <translation>%1 создаёт много мелких файлов («Файлы», «Размер файла»), без тестового файла</translation>
    </message>
    <message>
        <source>%1 works through the page cache without fsync, as bonnie++ does</source>
        <translation>%1 работает через страничный кэш без fsync, как bonnie++</translation>
    </message>
    <message>
        <source>A raw device is read over its whole span: no test file size applies</source>
        <translation>Устройство, тестируемое напрямую, читается целиком: размер тестового файла не применяется</translation>
    </message>
    <message>
        <source>Only read tests run on a raw device: no data is written</source>
        <translation>На устройстве, тестируемом напрямую, выполняются только тесты чтения: данные не записываются</translation>
    </message>
    <message>
        <source>%1 ends each pass after a fixed number of requests: no pass length applies</source>
        <translation>%1 завершает каждый проход после фиксированного числа запросов: длительность прохода не применяется</translation>
    </message>
    <message>
        <source>%1 runs no warm-up pass: each pass is a fixed number of requests</source>
        <translation>%1 не выполняет прогрев: каждый проход — фиксированное число запросов</translation>
    </message>
    <message>
        <source>%1 ends each pass after a fixed number of requests: there are no timed rounds to repeat until steady</source>
        <translation>%1 завершает каждый проход после фиксированного числа запросов: нет раундов по времени, которые можно повторять до стабильности</translation>
    </message>
</context>
<context>
    <name>RunStatusText</name>
    <message>
        <source>Test %1 of %2: %3 (a %4 s warm-up, then measured passes)</source>
        <translation>Тест %1 из %2: %3 (прогрев %4 с, затем измеряемые проходы)</translation>
    </message>
    <message>
        <source>Test %1 of %2: %3 (measured passes, no warm-up)</source>
        <translation>Тест %1 из %2: %3 (измеряемые проходы, без прогрева)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>The run failed before its first test ended; see the message below.</source>
        <translation>Запуск завершился сбоем до окончания первого теста; см. сообщение ниже.</translation>
    </message>
</context>
<context>
    <name>SettingWords</name>
    <message>
        <source>%1 (a drivebench-cli setting)</source>
        <translation>%1 (параметр drivebench-cli)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Проходы</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Прогрев</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Интервал</translation>
    </message>
    <message>
        <source>steady (beside Passes)</source>
        <translation>стабильно (рядом с «Проходы»)</translation>
    </message>
    <message>
        <source>Rounds (steady ticked)</source>
        <translation>Раунды (при отмеченном «стабильно»)</translation>
    </message>
    <message>
        <source>the whole device (the window asks you to type its name)</source>
        <translation>всё устройство (окно просит ввести его имя)</translation>
    </message>
    <message>
        <source>Bypass the page cache (O_DIRECT)</source>
        <translation>Обходить страничный кэш (O_DIRECT)</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>the I/O engine</source>
        <translation>движок ввода-вывода</translation>
    </message>
    <message>
        <source>io_uring polling</source>
        <translation>опрос io_uring (polling)</translation>
    </message>
    <message>
        <source>the CPU affinity</source>
        <translation>привязка к ЦП</translation>
    </message>
    <message>
        <source>a trace (Benchmark ▸ Replay a trace…)</source>
        <translation>трасса (Тест ▸ Воспроизвести трассу…)</translation>
    </message>
    <message>
        <source>the trace mapping</source>
        <translation>сопоставление трассы</translation>
    </message>
    <message>
        <source>Trace scale</source>
        <translation>Масштаб трассы</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>Размер файла</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <source>Quick (sampled regions)</source>
        <translation>Быстро (выборочные участки)</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Развёртка</translation>
    </message>
    <message>
        <source>Test in a no-CoW directory</source>
        <translation>Тестировать в каталоге без CoW</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Тесты</translation>
    </message>
    <message>
        <source>the tests</source>
        <translation>тесты</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <source>another host</source>
        <translation>другой хост</translation>
    </message>
    <message>
        <source>the results library</source>
        <translation>библиотека результатов</translation>
    </message>
    <message>
        <source>the iolog export</source>
        <translation>экспорт iolog</translation>
    </message>
    <message>
        <source>not asking UDisks2</source>
        <translation>без обращения к UDisks2</translation>
    </message>
    <message>
        <source>the use of a device whose users cannot be checked</source>
        <translation>использование устройства, пользователей которого нельзя проверить</translation>
    </message>
    <message>
        <source>with %1 ticked</source>
        <translation>с отмеченным флажком «%1»</translation>
    </message>
    <message>
        <source>with %1 unticked</source>
        <translation>со снятым флажком «%1»</translation>
    </message>
    <message>
        <source>with %1 off</source>
        <translation>с выключенным параметром «%1»</translation>
    </message>
    <message>
        <source>with %1 on</source>
        <translation>с включённым параметром «%1»</translation>
    </message>
    <message>
        <source>the whole device %1 (the window asks you to type its name)</source>
        <translation>всё устройство %1 (окно просит ввести его имя)</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Смешанный</translation>
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
        <source>Zeros</source>
        <translation>Нули</translation>
    </message>
    <message>
        <source>Random data</source>
        <translation>Случайные данные</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <message>
        <source>%1 GiB</source>
        <translation>%1 ГиБ</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МиБ</translation>
    </message>
</context>
<context>
    <name>WarningCodes</name>
    <message>
        <source>Copy-on-write btrfs</source>
        <translation>btrfs с копированием при записи</translation>
    </message>
    <message>
        <source>btrfs writes every change to a new place (copy-on-write) and updates checksums and metadata, so random writes measure the filesystem, often at half the drive&apos;s rate. Use a no-CoW directory (chattr +C) or the raw device.</source>
        <translation>btrfs записывает каждое изменение на новое место (копирование при записи) и обновляет контрольные суммы и метаданные, поэтому случайная запись измеряет файловую систему, часто на половине скорости накопителя. Используйте каталог без CoW (chattr +C) или само устройство.</translation>
    </message>
    <message>
        <source>Compressing btrfs</source>
        <translation>Сжимающая btrfs</translation>
    </message>
    <message>
        <source>The filesystem compresses data (mount option compress or compress-force, or the folder&apos;s compression property): fewer bytes reach the drive than the test counts, so figures are inflated, most with zeros as test data.</source>
        <translation>Файловая система сжимает данные (параметр монтирования compress или compress-force или свойство сжатия папки): до накопителя доходит меньше байт, чем считает тест, поэтому показатели завышены, сильнее всего с нулями в качестве данных.</translation>
    </message>
    <message>
        <source>Encrypted (dm-crypt)</source>
        <translation>Зашифровано (dm-crypt)</translation>
    </message>
    <message>
        <source>The target is on an encrypted device (LUKS or plain dm-crypt): the figures include the encryption&apos;s CPU cost and may be the CPU&apos;s limit rather than the drive&apos;s.</source>
        <translation>Цель находится на зашифрованном устройстве (LUKS или простой dm-crypt): показатели включают затраты процессора на шифрование и могут быть пределом процессора, а не накопителя.</translation>
    </message>
    <message>
        <source>No direct I/O</source>
        <translation>Нет прямого ввода-вывода</translation>
    </message>
    <message>
        <source>The filesystem (FUSE such as NTFS-3G or sshfs, or ZFS) does not pass direct I/O to the drive: figures may come from the page cache, in RAM.</source>
        <translation>Файловая система (FUSE, например NTFS-3G или sshfs, или ZFS) не передаёт прямой ввод-вывод накопителю: показатели могут браться из страничного кэша в ОЗУ.</translation>
    </message>
    <message>
        <source>USB bridge</source>
        <translation>USB-мост</translation>
    </message>
    <message>
        <source>The drive is connected through a USB bridge (UAS: queued commands; BOT, the usb-storage driver: one command at a time): figures are the bridge&apos;s and the USB link&apos;s as much as the drive&apos;s.</source>
        <translation>Накопитель подключён через USB-мост (UAS: очередь команд; BOT, драйвер usb-storage: по одной команде): показатели принадлежат мосту и интерфейсу USB не меньше, чем накопителю.</translation>
    </message>
    <message>
        <source>Little free space</source>
        <translation>Мало свободного места</translation>
    </message>
    <message>
        <source>After the test file, less than a tenth of the filesystem stays free: nearly full filesystems and SSDs are slower, and the run may stop on a full disk.</source>
        <translation>После тестового файла свободной остаётся меньше десятой части файловой системы: почти заполненные файловые системы и SSD медленнее, а запуск может прерваться на полном диске.</translation>
    </message>
    <message>
        <source>Test file fits in RAM</source>
        <translation>Тестовый файл помещается в ОЗУ</translation>
    </message>
    <message>
        <source>A buffered run (page cache on) with a test file smaller than twice the RAM: the cache can hold all of it, so reads come from memory.</source>
        <translation>Буферизованный запуск (страничный кэш включён) с тестовым файлом меньше двойного объёма ОЗУ: кэш может вместить его целиком, и чтение идёт из памяти.</translation>
    </message>
    <message>
        <source>Another program used the drive</source>
        <translation>Накопитель использовала другая программа</translation>
    </message>
    <message>
        <source>During the test the drive&apos;s own counters (/sys/block/…/stat) grew by more than DriveBench&apos;s I/O: another program read or wrote, so the figures are lower than the drive alone gives. The message says by how much.</source>
        <translation>Во время теста собственные счётчики накопителя (/sys/block/…/stat) выросли больше, чем ввод-вывод DriveBench: другая программа читала или писала, поэтому показатели ниже, чем даёт накопитель сам по себе. Сообщение говорит, на сколько.</translation>
    </message>
    <message>
        <source>Faster than the link</source>
        <translation>Быстрее интерфейса</translation>
    </message>
    <message>
        <source>The figure is above what the drive&apos;s current link can carry after line coding (SATA 6 Gb/s: 600 MB/s; PCIe 3.0: 984.6 MB/s per lane; USB 5 Gb/s: 500 MB/s): a cache, compression or emulation served it, not the drive.</source>
        <translation>Показатель выше того, что текущий интерфейс накопителя может передать после линейного кодирования (SATA 6 Гбит/с: 600 МБ/с; PCIe 3.0: 984,6 МБ/с на линию; USB 5 Гбит/с: 500 МБ/с): его дал кэш, сжатие или эмуляция, а не накопитель.</translation>
    </message>
    <message>
        <source>Held back by the link</source>
        <translation>Ограничено интерфейсом</translation>
    </message>
    <message>
        <source>The figure is within 10 % below the link&apos;s ceiling: the link, not the drive, sets it. A faster port, slot or cable may give more.</source>
        <translation>Показатель не более чем на 10 % ниже предела интерфейса: его задаёт интерфейс, а не накопитель. Более быстрый порт, слот или кабель может дать больше.</translation>
    </message>
    <message>
        <source>Threads shared unevenly</source>
        <translation>Потоки разделили нагрузку неравномерно</translation>
    </message>
    <message>
        <source>A thread of a multi-thread test did less than half of the mean thread&apos;s requests: the threads did not share the drive or the CPUs evenly (other programs, a busy CPU), so the figure is mostly the busier threads&apos;. The cell&apos;s tooltip gives each thread&apos;s share.</source>
        <translation>Один из потоков многопоточного теста выполнил меньше половины запросов среднего потока: потоки делили накопитель или процессоры неравномерно (другие программы, занятый процессор), поэтому результат в основном принадлежит более загруженным потокам. Подсказка ячейки показывает долю каждого потока.</translation>
    </message>
    <message>
        <source>The drive may sleep between tests</source>
        <translation>Накопитель может засыпать между тестами</translation>
    </message>
    <message>
        <source>The pause between tests is longer than the idle time after which the drive goes to its first power-saving state (APST): the drive may sleep between tests; first reads pay its wake-up, which shows in the maximum and the high percentiles, not in MB/s. A shorter Interval avoids it; the Wake-up latency profile measures it.</source>
        <translation>Пауза между тестами длиннее времени простоя, после которого накопитель переходит в первое энергосберегающее состояние (APST): накопитель может засыпать между тестами; первые чтения платят за его пробуждение, что видно в максимуме и высоких процентилях, а не в МБ/с. Более короткий интервал этого избегает; профиль «Wake-up latency» это измеряет.</translation>
    </message>
    <message>
        <source>An earlier run&apos;s leftover removed</source>
        <translation>Удалены остатки прежнего запуска</translation>
    </message>
    <message>
        <source>On the other host, a directory an earlier DriveBench run made and could not remove (the run was cut off) was removed before this run: its owner record proved it DriveBench&apos;s own (that very directory, a run no longer going, nothing but its test file inside). The figures are not affected.</source>
        <translation>На другом хосте перед этим запуском удалён каталог, который прежний запуск DriveBench создал и не смог удалить (запуск был прерван): его запись о владельце подтвердила, что он принадлежит DriveBench (именно этот каталог, запуск, который уже не идёт, внутри ничего, кроме его тестового файла). На показатели это не влияет.</translation>
    </message>
    <message>
        <source>io_uring features refused</source>
        <translation>Функции io_uring отклонены</translation>
    </message>
    <message>
        <source>The environment variable DRIVEBENCH_URING_REFUSE made the engine treat io_uring features as refused (for fallback tests and A/B benchmarks): the figures may be lower than the machine gives.</source>
        <translation>Переменная окружения DRIVEBENCH_URING_REFUSE заставила движок считать функции io_uring отклонёнными (для тестов запасного пути и A/B-сравнений): показатели могут быть ниже, чем даёт машина.</translation>
    </message>
    <message>
        <source>Final figures only (fio server)</source>
        <translation>Только итоговые показатели (сервер fio)</translation>
    </message>
    <message>
        <source>A run on a fio server: fio&apos;s final figures only (no live samples, no per-thread figures), and no drive, file system or kernel, which a fio server cannot read.</source>
        <translation>Запуск на сервере fio: только итоговые показатели fio (без живых выборок и показателей по потокам) и без накопителя, файловой системы и ядра, которые сервер fio прочитать не может.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CacheVerdictCard</name>
    <message>
        <source>Cache verdict</source>
        <translation>Вердикт по кэшу</translation>
    </message>
    <message>
        <source>%1: SLC cache</source>
        <translation>%1: SLC-кэш</translation>
    </message>
    <message>
        <source>%1: SLC cache (incomplete: the write was stopped part-way)</source>
        <translation>%1: SLC-кэш (неполно: запись остановлена на полпути)</translation>
    </message>
    <message>
        <source>Cache size</source>
        <translation>Размер кэша</translation>
    </message>
    <message>
        <source>No drop in the write rate was seen</source>
        <translation>Падения скорости записи не видно</translation>
    </message>
    <message>
        <source>more than %1, or none</source>
        <translation>больше %1 или нет</translation>
    </message>
    <message>
        <source>Write rate throughout</source>
        <translation>Скорость записи на всём протяжении</translation>
    </message>
    <message>
        <source>The whole write&apos;s rate: MB/s = 10^6 bytes per second</source>
        <translation>Скорость всей записи: МБ/с = 10^6 байт в секунду</translation>
    </message>
    <message>
        <source>No cache cliff within the %1 written: the cache is larger than that, or the drive has none. To find it, write more: a larger test file (Size), or a whole device.</source>
        <translation>В записанных %1 обрыва кэша нет: кэш больше или его нет. Чтобы найти его, запишите больше: больший тестовый файл (Размер) или всё устройство.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>In the cache</source>
        <translation>В кэше</translation>
    </message>
    <message>
        <source>Mean write rate before the drop</source>
        <translation>Средняя скорость записи до падения</translation>
    </message>
    <message>
        <source>After the cache</source>
        <translation>После кэша</translation>
    </message>
    <message>
        <source>Mean write rate after the drop (up to the floor, when there is one)</source>
        <translation>Средняя скорость записи после падения (до нижнего уровня, если он есть)</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Нижний уровень</translation>
    </message>
    <message>
        <source>A second, lower drop: the drive folding its cache, or writing straight to TLC/QLC</source>
        <translation>Второе, более глубокое падение: накопитель переносит кэш или пишет прямо в TLC/QLC</translation>
    </message>
    <message>
        <source>%1 after %2 written</source>
        <translation>%1 после записи %2</translation>
    </message>
    <message>
        <source>none seen</source>
        <translation>не обнаружен</translation>
    </message>
    <message>
        <source>%1 or more (all of the burst)</source>
        <translation>%1 или больше (вся серия)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Back after %1 s idle</source>
        <translation>Восстановлено после %1 с простоя</translation>
    </message>
    <message>
        <source>A burst after the drive was left idle: the bytes it wrote at cache speed</source>
        <translation>Серия записи после простоя накопителя: байты, записанные на скорости кэша</translation>
    </message>
    <message>
        <source>The write rate per second is on the curve below; the drop is its change point.</source>
        <translation>Скорость записи по секундам — на кривой ниже; падение — её точка изменения.</translation>
    </message>
    <message>
        <source>The write rate per second is on the curve below; the drop is its change point. Each idle pause is followed by a burst from the start of the span.</source>
        <translation>Скорость записи по секундам — на кривой ниже; падение — её точка изменения. После каждой паузы простоя идёт серия записи с начала области.</translation>
    </message>
    <message>
        <source>Cache size %1; in the cache %2; after the cache %3</source>
        <translation>Размер кэша %1; в кэше %2; после кэша %3</translation>
    </message>
    <message>
        <source>Bytes written at full speed before the rate dropped; ± one bin of the curve (%1 s) at that speed</source>
        <translation>Байты, записанные на полной скорости до падения; ± один интервал кривой (%1 с) на этой скорости</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CapacityConfirmDialog</name>
    <message>
        <source>Overwrite the whole device?</source>
        <translation>Перезаписать всё устройство?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The capacity check writes test data over &lt;b&gt;every byte of %1&lt;/b&gt;%2, then reads it back. &lt;b&gt;Everything on it is lost&lt;/b&gt;: partitions, file systems and files.&lt;/p&gt;&lt;p&gt;To check only the free space and keep the data, cancel and choose a directory on the drive instead.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%3&lt;/b&gt; to confirm:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Проверка ёмкости записывает тестовые данные поверх &lt;b&gt;каждого байта %1&lt;/b&gt;%2, а затем читает их обратно. &lt;b&gt;Всё, что на нём есть, будет потеряно&lt;/b&gt;: разделы, файловые системы и файлы.&lt;/p&gt;&lt;p&gt;Чтобы проверить только свободное место и сохранить данные, отмените и выберите вместо этого каталог на диске.&lt;/p&gt;&lt;p&gt;Для подтверждения введите &lt;b&gt;%3&lt;/b&gt;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Erase and check %1</source>
        <translation>Стереть и проверить %1</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::ChartFollower</name>
    <message>
        <source>Follow the running test</source>
        <translation>Следить за текущим тестом</translation>
    </message>
    <message>
        <source>Ticked, the charts show each test as it runs; picking another test&apos;s cell unticks it, so the charts keep showing your pick</source>
        <translation>Если отмечено, графики показывают каждый тест во время его выполнения; выбор ячейки другого теста снимает отметку, чтобы графики продолжали показывать выбранный вами тест</translation>
    </message>
    <message>
        <source>Waiting for the first test…</source>
        <translation>Ожидание первого теста…</translation>
    </message>
    <message>
        <source>Live charts: start a run to see each thread&apos;s bandwidth and latency.</source>
        <translation>Графики: запустите тест, чтобы увидеть скорость и задержку каждого потока.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CompareView</name>
    <message>
        <source>The compared runs&apos; figures, bars per test, latency percentiles and curves</source>
        <translation>Показатели сравниваемых прогонов, столбцы по тестам, перцентили задержки и кривые</translation>
    </message>
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
        <source>Test</source>
        <translation>Тест</translation>
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
    <message>
        <source>Save the comparison table and charts as a PNG picture</source>
        <translation>Сохранить таблицу сравнения и графики как изображение PNG</translation>
    </message>
    <message>
        <source>Comparison table</source>
        <translation>Таблица сравнения</translation>
    </message>
    <message>
        <source>The test whose latency percentiles are compared</source>
        <translation>Тест, чьи процентили задержки сравниваются</translation>
    </message>
    <message>
        <source>Test for latency percentiles</source>
        <translation>Тест для процентилей задержки</translation>
    </message>
    <message>
        <source>The workload whose curves are compared (sweep, surface, sustained write)</source>
        <translation>Нагрузка, чьи кривые сравниваются (развёртка, поверхность, длительная запись)</translation>
    </message>
    <message>
        <source>Test for curves</source>
        <translation>Тест для кривых</translation>
    </message>
    <message>
        <source>Where each run was made: runs imported from other machines compare with your own</source>
        <translation>Где сделан каждый запуск: запуски, импортированные с других машин, сравниваются с вашими</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Накопитель</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Файловая система</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Машина</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>raw device</source>
        <translation>устройство напрямую</translation>
    </message>
    <message>
        <source>Origin of each run</source>
        <translation>Происхождение каждого запуска</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>больше — лучше</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>меньше — лучше</translation>
    </message>
    <message>
        <source>neither better nor worse</source>
        <translation>ни лучше, ни хуже</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Each test in its own unit, then its other figures; the better run of each row is marked</source>
        <translation>Каждый тест в своей единице, затем его прочие показатели; лучший прогон в каждой строке отмечен</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Показатели</translation>
    </message>
    <message>
        <source>The unit whose tests the bars compare: each test in its own reading</source>
        <translation>Единица, тесты в которой сравнивают столбцы: каждый тест в своей величине</translation>
    </message>
    <message>
        <source>Unit of the bar chart</source>
        <translation>Единица столбчатой диаграммы</translation>
    </message>
    <message>
        <source>Comparing %1 — each test in its own unit; differences are against the first run that has it</source>
        <translation>Сравнение %1 — каждый тест в своей единице; разница считается от первого прогона, где он есть</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) only one run has are listed at the end, not compared.</source>
        <translation>
            <numerusform>%n тест, который есть только в одном прогоне, приведён в конце без сравнения.</numerusform>
            <numerusform>%n теста, которые есть только в одном прогоне, приведены в конце без сравнения.</numerusform>
            <numerusform>%n тестов, которые есть только в одном прогоне, приведены в конце без сравнения.</numerusform>
        </translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>%1 (%2), %3: read in %4</source>
        <translation>%1 (%2), %3: в единицах %4</translation>
    </message>
    <message>
        <source>Only in one run (not compared)</source>
        <translation>Только в одном прогоне (без сравнения)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>не выполнялся</translation>
    </message>
    <message>
        <source>These runs share no test: nothing to set side by side.</source>
        <translation>У этих прогонов нет общих тестов: сравнивать нечего.</translation>
    </message>
    <message>
        <source>Each test in its own reading, one chart per unit. Point at a bar for the test&apos;s whole name.</source>
        <translation>Каждый тест в своей величине, по диаграмме на единицу. Наведите на столбец, чтобы увидеть полное имя теста.</translation>
    </message>
    <message>
        <source>unknown drive</source>
        <translation>неизвестный накопитель</translation>
    </message>
    <message>
        <source>DriveBench %1: comparison</source>
        <translation>DriveBench %1: сравнение</translation>
    </message>
    <message>
        <source>Each test in its own unit; differences against the first run that has it; ★ better.</source>
        <translation>Каждый тест в своей единице; разница от первого прогона, где он есть; ★ лучше.</translation>
    </message>
    <message>
        <source>the comparison picture</source>
        <translation>изображение сравнения</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Block-size sweep</source>
        <translation>Перебор размеров блока</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>профиль</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>проходы</translation>
    </message>
    <message>
        <source>seconds per pass</source>
        <translation>секунд на проход</translation>
    </message>
    <message>
        <source>test file size</source>
        <translation>размер тестового файла</translation>
    </message>
    <message>
        <source>data</source>
        <translation>данные</translation>
    </message>
    <message>
        <source>⚠ Settings differ between the runs (%1): the figures may not compare like with like.</source>
        <translation>⚠ Настройки прогонов различаются (%1): цифры могут быть несопоставимы.</translation>
    </message>
    <message>
        <source>Block-size sweep (%1)</source>
        <translation>Перебор размеров блока (%1)</translation>
    </message>
    <message>
        <source>Tests and figures of the comparison</source>
        <translation>Тесты и показатели сравнения</translation>
    </message>
    <message>
        <source>Runs that share no test with the others have no figure to set beside theirs</source>
        <translation>У запусков без общих тестов с остальными нет показателей, которые можно поставить рядом с их показателями</translation>
    </message>
    <message>
        <source>no profile</source>
        <translation>без профиля</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>профиль %1</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>дата неизвестна</translation>
    </message>
    <message>
        <source>host unknown</source>
        <translation>машина неизвестна</translation>
    </message>
    <message>
        <source>Show them</source>
        <translation>Показать их</translation>
    </message>
    <message>
        <source>Fold them away</source>
        <translation>Свернуть их</translation>
    </message>
    <message>
        <source>Folded away, no test in common with the other runs: %1.</source>
        <translation>Свёрнуто, нет общих тестов с другими запусками: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) only one of these runs has are left out (not compared).</source>
        <translation>
            <numerusform>%n тест, который есть только в одном из этих запусков, опущен (без сравнения).</numerusform>
            <numerusform>%n теста, которые есть только в одном из этих запусков, опущены (без сравнения).</numerusform>
            <numerusform>%n тестов, которые есть только в одном из этих запусков, опущены (без сравнения).</numerusform>
        </translation>
    </message>
    <message>
        <source>folded away: no test in common</source>
        <translation>свёрнуто: нет общих тестов</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CurveView</name>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>write cache ran out</source>
        <translation>кэш записи исчерпан</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>нижний уровень</translation>
    </message>
    <message>
        <source>%1: %2 · write %3, read %4</source>
        <translation>%1: %2 · запись %3, чтение %4</translation>
    </message>
    <message>
        <source>cache full after %1</source>
        <translation>кэш заполнен после %1</translation>
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
    <message>
        <source>Capacity: %1, bus: %2</source>
        <translation>Ёмкость: %1, шина: %2</translation>
    </message>
    <message>
        <source>Virtual device: listed while &quot;Show virtual devices&quot; is on.</source>
        <translation>Виртуальное устройство: показывается, пока включено «Показывать виртуальные устройства».</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Эта машина</translation>
    </message>
    <message>
        <source>The drives of the machine DriveBench runs on</source>
        <translation>Накопители машины, на которой работает DriveBench</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>На %1</translation>
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
        <source>%1 is mounted read-only or not writable: no test file can be created there.</source>
        <translation>%1 смонтирован только для чтения или недоступен для записи: тестовый файл там создать нельзя.</translation>
    </message>
    <message>
        <source>Reading %1 directly needs read permission on it: run DriveBench as root or add your user to the &apos;disk&apos; group.</source>
        <translation>Для прямого чтения %1 нужно право на чтение: запустите DriveBench от root или добавьте пользователя в группу «disk».</translation>
    </message>
    <message>
        <source>Test file in %1</source>
        <translation>Тестовый файл в %1</translation>
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
    <message>
        <source>The drives DriveBench found: model, capacity and link speed, current against maximum (a warning when a drive runs below it). Pick one to test.</source>
        <translation>Найденные накопители: модель, ёмкость и скорость интерфейса, текущая против максимальной (с предупреждением, если накопитель работает ниже). Выберите один для теста.</translation>
    </message>
    <message>
        <source>The selected drive&apos;s identify data, partitions and what uses them</source>
        <translation>Данные identify выбранного накопителя, его разделы и что их использует</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Сведения о накопителе</translation>
    </message>
    <message>
        <source>Where the run goes: a mounted filesystem of the drive (a test file is made there and removed after) or the raw device (read tests only)</source>
        <translation>Куда идёт запуск: смонтированная файловая система накопителя (там создаётся тестовый файл, удаляемый после) или само устройство (только тесты чтения)</translation>
    </message>
    <message>
        <source>%1 does not exist. Choose an existing directory with Browse…, or a drive from the list.</source>
        <translation>%1 не существует. Выберите существующий каталог кнопкой «Обзор…» или диск из списка.</translation>
    </message>
    <message>
        <source>⚠ %1 (does not exist)</source>
        <translation>⚠ %1 (не существует)</translation>
    </message>
    <message>
        <source>A raw device or file runs read tests only: writes would destroy its data (only the capacity check writes to a whole device, once you type its name).</source>
        <translation>Устройство или файл напрямую: только тесты чтения — запись уничтожила бы данные (на всё устройство пишет только проверка ёмкости, после того как вы введёте его имя).</translation>
    </message>
    <message>
        <source>Identity: no reference for this model</source>
        <translation>Идентичность: нет эталона для этой модели</translation>
    </message>
    <message>
        <source>Identity: consistent with %1 (%2 of %3 checks match; one difference alone is no reason for doubt: %4)</source>
        <translation>Идентичность: соответствует %1 (совпадают %2 из %3 проверок; одно отличие само по себе не повод для сомнений: %4)</translation>
    </message>
    <message>
        <source>Identity: consistent with %1 (%2 checks)</source>
        <translation>Идентичность: соответствует %1 (проверок: %2)</translation>
    </message>
    <message>
        <source>Identity: does not match %1 of %2 checks for %3: %4. Identity data alone does not prove a fake; the capacity check does (profile &quot;Capacity and integrity check&quot;).</source>
        <translation>Идентичность: не совпадают %1 из %2 проверок для %3: %4. Одни идентификационные данные не доказывают подделку; это делает проверка ёмкости (профиль «Capacity and integrity check»).</translation>
    </message>
    <message>
        <source>The kernel refuses to open %1 even to root here, as a container&apos;s device rules or lockdown do: test in a directory on the drive instead.</source>
        <translation>Ядро здесь не даёт открыть %1 даже root, как это делают правила устройств контейнера или lockdown: вместо этого тестируйте в каталоге на накопителе.</translation>
    </message>
    <message>
        <source>Show virtual devices</source>
        <translation>Показывать виртуальные устройства</translation>
    </message>
    <message>
        <source>Loop devices with no file system mounted or attached read-only (snaps) and zram: listed after the drives while this is on</source>
        <translation>Loop-устройства без смонтированной файловой системы или подключённые только для чтения (snap-пакеты), а также zram: показываются после накопителей, пока это включено</translation>
    </message>
    <message>
        <source>Show virtual devices (%1)</source>
        <translation>Показывать виртуальные устройства (%1)</translation>
    </message>
    <message>
        <source>Raw device: read tests only over the whole drive; writes would destroy its data (only the capacity check writes here, once you type the device&apos;s name).</source>
        <translation>Устройство напрямую: только тесты чтения по всему накопителю; запись уничтожила бы его данные (сюда пишет только проверка ёмкости, после того как вы введёте имя устройства).</translation>
    </message>
    <message>
        <source>%1 (raw device)</source>
        <translation>%1 (устройство напрямую)</translation>
    </message>
    <message>
        <source>%1 — probing…</source>
        <translation>%1 — опрос…</translation>
    </message>
    <message>
        <source>Asking %1 for its drives over SSH (read-only)</source>
        <translation>Запрос списка накопителей у %1 по SSH (только чтение)</translation>
    </message>
    <message>
        <source>%1 — not listed</source>
        <translation>%1 — список не получен</translation>
    </message>
    <message>
        <source>%1
Fix: %2</source>
        <translation>%1
Исправление: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · no fio</source>
        <translation>%1 · нет fio</translation>
    </message>
    <message>
        <source>%1: %2, %3, user %4</source>
        <translation>%1: %2, %3, пользователь %4</translation>
    </message>
    <message>
        <source>Add host…</source>
        <translation>Добавить хост…</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Удалить хост</translation>
    </message>
    <message>
        <source>Probe %1 again</source>
        <translation>Опросить %1 снова</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Удалить %1</translation>
    </message>
    <message>
        <source>The target is on this host: type a directory as it is named there</source>
        <translation>Цель находится на этом хосте: введите каталог так, как он называется там</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Добавить хост</translation>
    </message>
    <message>
        <source>%1 cannot run tests yet: %2</source>
        <translation>%1 пока не может выполнять тесты: %2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop waiting for %1 and remove it from the list</source>
        <translation>Перестать ждать %1 и удалить его из списка</translation>
    </message>
    <message>
        <source>Remove %1 from the list (nothing on it changes)</source>
        <translation>Удалить %1 из списка (на нём ничего не меняется)</translation>
    </message>
    <message>
        <source>Remove the selected host from the list (nothing on it changes)</source>
        <translation>Удалить выбранный хост из списка (на нём ничего не меняется)</translation>
    </message>
    <message>
        <source>a directory there, such as /srv/bench</source>
        <translation>каталог там, например /srv/bench</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a path on %2: type an absolute directory as it is named there, such as /srv/bench.</source>
        <translation>«%1» — не путь на %2: введите абсолютный каталог так, как он называется там, например /srv/bench.</translation>
    </message>
    <message>
        <source>%1 on %2 is a drive: read tests only; DriveBench never writes to a device of another host.</source>
        <translation>%1 на %2 — это накопитель: только тесты чтения; DriveBench никогда не пишет на устройство другого хоста.</translation>
    </message>
    <message>
        <source>Asking %1 for its drives… You can type a directory there once it answers.</source>
        <translation>Запрос накопителей у %1… Когда он ответит, там можно будет ввести каталог.</translation>
    </message>
    <message>
        <source>Type a directory on %1 to test in: it must exist there and be writable. DriveBench makes its test file in it and removes it afterwards.</source>
        <translation>Введите каталог на %1 для теста: он должен там существовать и быть доступен для записи. DriveBench создаёт в нём тестовый файл и затем удаляет его.</translation>
    </message>
    <message>
        <source>A test file is created in %1 on the host and removed afterwards; the host checks the directory when the run starts.</source>
        <translation>Тестовый файл создаётся в %1 на хосте и затем удаляется; хост проверяет каталог в начале запуска.</translation>
    </message>
    <message>
        <source>Probing: asking the host for its drives over SSH (read-only)…</source>
        <translation>Опрос: запрос списка накопителей у хоста по SSH (только чтение)…</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Исправление: %1</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>Имя хоста</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <source>fio</source>
        <translation>fio</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>не установлен</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>Runs there are fio&apos;s sequential and random tests; type a directory on the host as the test target, or pick one of its drives for read tests.</source>
        <translation>Запуски там — это последовательные и случайные тесты fio; введите каталог на хосте как цель теста или выберите один из его накопителей для тестов чтения.</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>На %1</translation>
    </message>
    <message>
        <source>Asking the fio server %1 for its release</source>
        <translation>Запрос версии у сервера fio %1</translation>
    </message>
    <message>
        <source>%1 · fio server, %2</source>
        <translation>%1 · сервер fio, %2</translation>
    </message>
    <message>
        <source>%1: a running fio server (%2). It lists no drives; type a directory there as the test target. It reports each test&apos;s figures when the test ends.</source>
        <translation>%1: работающий сервер fio (%2). Он не показывает накопители; введите каталог на нём как цель теста. Он сообщает показатели каждого теста по его окончании.</translation>
    </message>
    <message>
        <source>List the drives of another machine over SSH and test there with fio (ssh must log in without a password; fio must be installed there), or add a running fio server (fio://NAME)</source>
        <translation>Показать накопители другой машины через SSH и тестировать там с fio (ssh должен входить без пароля; fio должен быть там установлен) или добавить работающий сервер fio (fio://NAME)</translation>
    </message>
    <message>
        <source>Another machine to test, reached over SSH: [ssh://][USER@]NAME[:PORT], such as pi@nas.
ssh must log in there without a password (a key), and fio must be installed there.
Or a running fio server: fio://NAME[:PORT] or fio:///path/to/socket (the same fio release as here).
DriveBench reads its drive list at once; nothing is written there before you start a run.</source>
        <translation>Другая машина для теста, доступная по SSH: [ssh://][USER@]NAME[:PORT], например pi@nas.
ssh должен входить туда без пароля (по ключу), и там должен быть установлен fio.
Или работающий сервер fio: fio://NAME[:PORT] или fio:///path/to/socket (та же версия fio, что и здесь).
DriveBench сразу читает список её накопителей; там ничего не записывается, пока вы не начнёте запуск.</translation>
    </message>
    <message>
        <source>%1 was not added: nothing was sent to it.</source>
        <translation>%1 не добавлен: ему ничего не отправлено.</translation>
    </message>
    <message>
        <source>Bind the fio server to a unix socket or 127.0.0.1 and reach it through an SSH tunnel.</source>
        <translation>Привяжите сервер fio к unix-сокету или 127.0.0.1 и подключайтесь к нему через SSH-туннель.</translation>
    </message>
    <message>
        <source>Probing: asking the fio server for its release…</source>
        <translation>Опрос: запрос версии у сервера fio…</translation>
    </message>
    <message>
        <source>fio server</source>
        <translation>сервер fio</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>ЦП</translation>
    </message>
    <message>
        <source>A running fio server: it lists no drives and reports each test&apos;s figures when the test ends (no live charts). Type an existing directory there as the test target.</source>
        <translation>Работающий сервер fio: он не показывает накопители и сообщает показатели каждого теста по его окончании (без живых графиков). Введите существующий каталог на нём как цель теста.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::DriveTrendView</name>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <source>Baseline: the drive&apos;s first run</source>
        <translation>База: первый запуск накопителя</translation>
    </message>
    <message>
        <source>Baseline: median of the earlier runs</source>
        <translation>База: медиана предыдущих запусков</translation>
    </message>
    <message>
        <source>% of baseline</source>
        <translation>% от базы</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Запуски</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>База</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Последний</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Разброс</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вывод</translation>
    </message>
    <message>
        <source>Run-to-run spread: the largest change of an earlier run from its baseline, or the widest pass-to-pass spread of a run, whichever is larger</source>
        <translation>Разброс между запусками: наибольшее отклонение прежнего запуска от его базы или наибольший разброс между проходами одного запуска, смотря что больше</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n run(s) over time</source>
        <translation>
            <numerusform>%1: %n запуск во времени</numerusform>
            <numerusform>%1: %n запуска во времени</numerusform>
            <numerusform>%1: %n запусков во времени</numerusform>
        </translation>
    </message>
    <message>
        <source>one run: nothing to compare yet</source>
        <translation>один запуск: сравнивать пока не с чем</translation>
    </message>
    <message>
        <source>%1 % slower than this drive&apos;s baseline: check its health, free space and firmware</source>
        <translation>на %1 % медленнее базы этого накопителя: проверьте его состояние, свободное место и прошивку</translation>
    </message>
    <message>
        <source>within the drive&apos;s run-to-run spread</source>
        <translation>в пределах разброса накопителя между запусками</translation>
    </message>
    <message>
        <source>faster than the baseline</source>
        <translation>быстрее базы</translation>
    </message>
    <message>
        <source>What each run is compared with: the drive&apos;s first run, or the median of the runs before it</source>
        <translation>С чем сравнивается каждый запуск: с первым запуском диска или с медианой предыдущих запусков</translation>
    </message>
    <message>
        <source>Trend baseline</source>
        <translation>База тренда</translation>
    </message>
    <message>
        <source>Each test&apos;s latest headline against the drive&apos;s baseline, with the change and whether it is beyond the run-to-run spread</source>
        <translation>Последний основной показатель каждого теста относительно базы диска, с изменением и тем, выходит ли оно за разброс между запусками</translation>
    </message>
    <message>
        <source>Drive trend table</source>
        <translation>Таблица тренда диска</translation>
    </message>
    <message>
        <source>A drop is flagged only when: the runs have the same profile and settings; the run-to-run spread is measured (%1 or more such runs, or %2 or more passes in each); and the latest run is below the baseline by more than that spread and by at least %3 %.</source>
        <translation>Падение отмечается, только если: у прогонов один профиль и одни настройки; разброс между прогонами измерен (%1 или больше таких прогонов или %2 или больше проходов в каждом); и последний прогон ниже базы больше чем на этот разброс и не меньше чем на %3 %.</translation>
    </message>
    <message>
        <source>one run with these settings: nothing to compare yet</source>
        <translation>один прогон с этими настройками: сравнивать пока не с чем</translation>
    </message>
    <message>
        <source>%1 % lower, not judged: %2 runs of %3 pass(es) do not measure the run-to-run spread</source>
        <translation>на %1 % ниже, без оценки: %2 прогона по %3 проход(а) не измеряют разброс между прогонами</translation>
    </message>
    <message numerus="yes">
        <source>(%n run(s) with other settings left out)</source>
        <translation>
            <numerusform>(%n прогон с другими настройками не учтён)</numerusform>
            <numerusform>(%n прогона с другими настройками не учтены)</numerusform>
            <numerusform>(%n прогонов с другими настройками не учтены)</numerusform>
        </translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>не измерен</translation>
    </message>
    <message>
        <source>%1 % higher, not judged: %2 runs of %3 pass(es) do not measure the run-to-run spread</source>
        <translation>на %1 % выше, без оценки: %2 прогона по %3 проход(а) не измеряют разброс между прогонами</translation>
    </message>
    <message>
        <source>unchanged, not judged: %1 runs of %2 pass(es) do not measure the run-to-run spread</source>
        <translation>без изменений, без оценки: %1 прогона по %2 проход(а) не измеряют разброс между прогонами</translation>
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
    <name>drivebench::ui::HelpDialog</name>
    <message>
        <source>What does this mean? — DriveBench</source>
        <translation>Что это значит? — DriveBench</translation>
    </message>
    <message>
        <source>DriveBench help</source>
        <translation>Справка DriveBench</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Текст справки</translation>
    </message>
    <message>
        <source>What each test, figure, verdict, warning and setting means</source>
        <translation>Что означает каждый тест, показатель, вердикт, предупреждение и настройка</translation>
    </message>
    <message>
        <source>What each test, figure, verdict, warning and setting means; Tab moves on to the Close button</source>
        <translation>Что означает каждый тест, показатель, вердикт, предупреждение и настройка; Tab переходит к кнопке «Закрыть»</translation>
    </message>
    <message>
        <source>Close the help (Esc)</source>
        <translation>Закрыть справку (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>DriveBench measures how fast a drive reads and writes. Each name below is what the window, the exports and the command line show.</source>
        <translation>DriveBench измеряет, как быстро накопитель читает и пишет. Каждое имя ниже — то, что показывают окно, экспорт и командная строка.</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Тесты</translation>
    </message>
    <message>
        <source>How to read a test name</source>
        <translation>Как читать имя теста</translation>
    </message>
    <message>
        <source>SEQ or RND: sequential (one request after the other, as copying a large file) or random (requests anywhere in the test file, as a system disk&apos;s work). 1M or 4K: the request size, 1 MiB or 4 KiB. Q: the queue depth, requests each thread keeps in flight. T: the number of threads.</source>
        <translation>SEQ или RND: последовательно (запрос за запросом, как при копировании большого файла) или случайно (запросы в любом месте тестового файла, как работа системного диска). 1M или 4K: размер запроса, 1 МиБ или 4 КиБ. Q: глубина очереди, сколько запросов каждый поток держит в работе. T: число потоков.</translation>
    </message>
    <message>
        <source>Sequential 1 MiB requests, 8 in flight, one thread: the drive&apos;s top transfer rate, what the box promises. Copying large files comes close to it.</source>
        <translation>Последовательные запросы по 1 МиБ, 8 одновременно, один поток: наибольшая скорость передачи накопителя, обещанная на коробке. Копирование больших файлов близко к ней.</translation>
    </message>
    <message>
        <source>Sequential 1 MiB, one at a time: a single program streaming one file.</source>
        <translation>Последовательно по 1 МиБ, по одному: одна программа, читающая один файл потоком.</translation>
    </message>
    <message>
        <source>Random 4 KiB, one at a time: the latency of a single small read or write. This is what starting programs, opening folders and booting mostly wait for.</source>
        <translation>Случайно по 4 КиБ, по одному: задержка одного мелкого чтения или записи. Именно этого в основном ждут запуск программ, открытие папок и загрузка системы.</translation>
    </message>
    <message>
        <source>Why queue depth 1 matters</source>
        <translation>Почему важна глубина очереди 1</translation>
    </message>
    <message>
        <source>A desktop rarely has more than one or two requests waiting. At queue depth 1 the drive cannot hide its latency behind other work, so RND4K Q1T1 shows the delay you feel; high queue depths show what the drive could do under load. Two drives with the same Q32 figure can differ several times at Q1.</source>
        <translation>У настольного компьютера редко ждут больше одного-двух запросов. При глубине 1 накопитель не может спрятать задержку за другой работой, поэтому RND4K Q1T1 показывает задержку, которую вы ощущаете; большие глубины показывают, на что накопитель способен под нагрузкой. Два накопителя с одинаковым Q32 могут отличаться при Q1 в разы.</translation>
    </message>
    <message>
        <source>Seek and access time</source>
        <translation>Время поиска и доступа</translation>
    </message>
    <message>
        <source>How long one random read takes, in milliseconds: the full-stroke seek of a hard disk, or an SSD&apos;s access time. Lower is better; the tests count operations instead of running for a set time.</source>
        <translation>Сколько длится одно случайное чтение, в миллисекундах: поиск через весь диск у жёсткого диска или время доступа SSD. Меньше — лучше; эти тесты считают операции, а не идут заданное время.</translation>
    </message>
    <message>
        <source>AS SSD profile</source>
        <translation>Профиль AS SSD</translation>
    </message>
    <message>
        <source>AS SSD Benchmark&apos;s tests: Seq (16 MiB requests), 4K (QD1), 4K-64Thrd (64 threads) and Acc.time, with its score: Read = Seq × 0.1 + 4K + 4K-64Thrd, Write likewise, Total weighting the reads and writes as AS SSD does.</source>
        <translation>Тесты AS SSD Benchmark: Seq (запросы по 16 МиБ), 4K (QD1), 4K-64Thrd (64 потока) и Acc.time, с его баллами: чтение = Seq × 0,1 + 4K + 4K-64Thrd, запись так же, итог взвешивает чтение и запись, как AS SSD.</translation>
    </message>
    <message>
        <source>Trace replay</source>
        <translation>Воспроизведение трассы</translation>
    </message>
    <message>
        <source>Plays back recorded I/O (fio iolog or blkparse text), with the recorded timing or without the idle gaps, and judges it like AnandTech&apos;s Storage Bench: average data rate, mean and 99th-percentile latency, and the share of I/Os slower than 10 ms and 100 ms. Benchmark ▸ Replay a trace… picks the file.</source>
        <translation>Воспроизводит записанный ввод-вывод (fio iolog или текст blkparse) с записанными паузами или без них и оценивает его, как Storage Bench от AnandTech: средняя скорость данных, средняя задержка и 99-й процентиль, доля операций медленнее 10 мс и 100 мс. Файл выбирается в меню Тест ▸ Воспроизвести трассу….</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Показатели</translation>
    </message>
    <message>
        <source>Megabytes per second, 1 MB = 10^6 bytes (as CrystalDiskMark and drive makers count). MiB/s counts 2^20 bytes: 1 MiB/s = 1.048576 MB/s.</source>
        <translation>Мегабайты в секунду, 1 МБ = 10^6 байт (как считают CrystalDiskMark и производители). МиБ/с считает 2^20 байт: 1 МиБ/с = 1,048576 МБ/с.</translation>
    </message>
    <message>
        <source>Completed requests (I/O operations) per second. For 4 KiB requests, MB/s = IOPS × 4096 / 10^6.</source>
        <translation>Завершённые запросы (операции ввода-вывода) в секунду. Для запросов по 4 КиБ МБ/с = IOPS × 4096 / 10^6.</translation>
    </message>
    <message>
        <source>µs, ms</source>
        <translation>мкс, мс</translation>
    </message>
    <message>
        <source>Microseconds (millionths of a second) and milliseconds. Latency is the time from sending a request to its completion.</source>
        <translation>Микросекунды (миллионные доли секунды) и миллисекунды. Задержка — время от отправки запроса до его завершения.</translation>
    </message>
    <message>
        <source>Percentiles (p50, p99, p99.9)</source>
        <translation>Процентили (p50, p99, p99.9)</translation>
    </message>
    <message>
        <source>p99 = 300 µs means 99 of 100 requests finished within 300 µs and one took longer. p50 is the median; the high percentiles show the stalls a mean hides.</source>
        <translation>p99 = 300 мкс значит: 99 из 100 запросов завершились за 300 мкс, один — дольше. p50 — медиана; высокие процентили показывают зависания, которые скрывает среднее.</translation>
    </message>
    <message>
        <source>Best of passes</source>
        <translation>Лучший из проходов</translation>
    </message>
    <message>
        <source>Each test runs a discarded warm-up pass, then several measured passes. The headline is the best pass (as CrystalDiskMark) or their mean, as the settings line says.</source>
        <translation>Каждый тест сначала выполняет отбрасываемый прогрев, затем несколько измеряемых проходов. Главный показатель — лучший проход (как в CrystalDiskMark) или их среднее, как указано в строке настроек.</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Разброс</translation>
    </message>
    <message>
        <source>Minimum, maximum and standard deviation of the figure over the measured passes, in the cell&apos;s tooltip: a large spread means the drive&apos;s speed changed during the run (cache filling, heat, other programs).</source>
        <translation>Минимум, максимум и стандартное отклонение показателя по измеряемым проходам, во всплывающей подсказке ячейки: большой разброс значит, что скорость накопителя менялась во время запуска (заполнение кэша, нагрев, другие программы).</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>Кэшировано</translation>
    </message>
    <message>
        <source>With O_DIRECT off the page cache takes part: the figures are memory&apos;s as much as the drive&apos;s, and the result says so.</source>
        <translation>Без O_DIRECT участвует страничный кэш: показатели принадлежат памяти не меньше, чем накопителю, и результат это отмечает.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Вердикты</translation>
    </message>
    <message>
        <source>Average data rate</source>
        <translation>Средняя скорость данных</translation>
    </message>
    <message>
        <source>Of a trace: bytes moved divided by the time the drive was busy (the playback time less the idle gaps). Higher is better.</source>
        <translation>Для трассы: перенесённые байты, делённые на время занятости накопителя (время воспроизведения без пауз). Больше — лучше.</translation>
    </message>
    <message>
        <source>I/Os over 10 ms / 100 ms</source>
        <translation>Операции дольше 10 мс / 100 мс</translation>
    </message>
    <message>
        <source>The share of a trace&apos;s requests slower than 10 ms (a hitch) and 100 ms (a stall you notice). Lower is better.</source>
        <translation>Доля запросов трассы медленнее 10 мс (заминка) и 100 мс (заметное зависание). Меньше — лучше.</translation>
    </message>
    <message>
        <source>Partition alignment</source>
        <translation>Выравнивание раздела</translation>
    </message>
    <message>
        <source>Whether the partition starts on a multiple of the drive&apos;s physical block: a misaligned partition makes the drive read or write two blocks for one.</source>
        <translation>Начинается ли раздел с кратного физическому блоку накопителя: невыровненный раздел заставляет накопитель читать или писать два блока вместо одного.</translation>
    </message>
    <message>
        <source>Write-cache cliff</source>
        <translation>Обрыв кэша записи</translation>
    </message>
    <message>
        <source>The sustained-write test finds where an SSD&apos;s fast cache runs out and its speed drops, and says after how many gigabytes.</source>
        <translation>Тест длительной записи находит, где заканчивается быстрый кэш SSD и падает скорость, и говорит, после скольких гигабайт.</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>Скорость интерфейса</translation>
    </message>
    <message>
        <source>The drive list shows the link the drive trained at against the most drive and port support, and warns when it runs below.</source>
        <translation>Список накопителей показывает согласованную скорость интерфейса против максимума накопителя и порта и предупреждает, когда она ниже.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Shown before Start and kept in the result. A warning never stops a run; a ⚠ in a result cell marks a figure it concerns (red: it cannot be the drive&apos;s).</source>
        <translation>Показываются до старта и сохраняются в результате. Предупреждение никогда не останавливает запуск; ⚠ в ячейке результата отмечает затронутый показатель (красный: он не может быть показателем накопителя).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <source>Which tests run: default (CrystalDiskMark&apos;s four), peak, real, nvme, AS SSD, seek, sweeps, surface, traces and more.</source>
        <translation>Какие тесты выполняются: default (четыре теста CrystalDiskMark), peak, real, nvme, AS SSD, seek, развёртки, поверхность, трассы и другие.</translation>
    </message>
    <message>
        <source>Reads and writes, only reads, only writes, or a read/write mix.</source>
        <translation>Чтение и запись, только чтение, только запись или смесь чтения и записи.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>The test file&apos;s size. Larger than the drive&apos;s cache shows its sustained speed; smaller shows the cache.</source>
        <translation>Размер тестового файла. Больше кэша накопителя — показывает устойчивую скорость; меньше — показывает кэш.</translation>
    </message>
    <message>
        <source>Passes, Duration</source>
        <translation>Проходы, длительность</translation>
    </message>
    <message>
        <source>How many measured passes each test runs, and how long each takes.</source>
        <translation>Сколько измеряемых проходов у каждого теста и сколько длится каждый.</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Прогрев</translation>
    </message>
    <message>
        <source>A discarded pass before each test, so the drive is awake and busy.</source>
        <translation>Отбрасываемый проход перед каждым тестом, чтобы накопитель проснулся и был занят.</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Интервал</translation>
    </message>
    <message>
        <source>A pause between tests, so an SSD&apos;s cache can empty.</source>
        <translation>Пауза между тестами, чтобы кэш SSD успел освободиться.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Random data defeats compression in the drive or filesystem; zeros compress to nothing and can inflate figures.</source>
        <translation>Случайные данные не поддаются сжатию в накопителе или файловой системе; нули сжимаются в ничто и могут завышать показатели.</translation>
    </message>
    <message>
        <source>Bypass the page cache (O_DIRECT)</source>
        <translation>Обходить страничный кэш (O_DIRECT)</translation>
    </message>
    <message>
        <source>On: requests go to the drive. Off: through the page cache in RAM.</source>
        <translation>Вкл.: запросы идут к накопителю. Выкл.: через страничный кэш в ОЗУ.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>F5 starts a run, Esc stops it, Ctrl+R reads the drive list again, Ctrl+H shows the drive&apos;s health, Ctrl+T replays a trace, Ctrl+S saves the result as JSON, Ctrl+Shift+S saves a picture of the result panel, Ctrl+Shift+C copies the result as text, F1 opens this help, Ctrl+Q quits. Alt and the underlined letter reaches each menu and setting, Tab moves between controls.</source>
        <translation>F5 запускает тест, Esc останавливает его, Ctrl+R заново читает список дисков, Ctrl+H показывает состояние диска, Ctrl+T воспроизводит трассу, Ctrl+S сохраняет результат в JSON, Ctrl+Shift+S сохраняет изображение панели результатов, Ctrl+Shift+C копирует результат как текст, F1 открывает эту справку, Ctrl+Q завершает работу. Alt и подчёркнутая буква открывают любое меню и настройку, Tab переходит между элементами.</translation>
    </message>
    <message>
        <source>Steady state</source>
        <translation>Установившийся режим</translation>
    </message>
    <message>
        <source>Passes: steady</source>
        <translation>Проходы: стабильно</translation>
    </message>
    <message>
        <source>Ticked, each timed test repeats in rounds until it is steady; the number beside it is then the most rounds, instead of the passes.</source>
        <translation>Если отмечено, каждый тест по времени повторяется раундами, пока не станет стабильным; число рядом тогда задаёт наибольшее число раундов вместо проходов.</translation>
    </message>
    <message>
        <source>With steady ticked beside Passes, each timed test repeats its passes (rounds) until the last five stay within 20 % of their mean and their trend within 10 % (SNIA&apos;s Solid State Storage Performance Test Specification), or until the round limit. The figure is the mean of those five rounds; the cell says at which round it held, or &quot;not steady&quot;, and its tooltip lists every round.</source>
        <translation>Если рядом с числом проходов отмечено «стабильно», каждый тест по времени повторяет проходы (раунды), пока последние пять не останутся в пределах 20 % от их среднего, а их тренд — в пределах 10 % (Solid State Storage Performance Test Specification от SNIA), или до предела раундов. Результат — среднее этих пяти раундов; ячейка называет раунд, в котором условие выполнилось, или «не стабильно», а её подсказка перечисляет все раунды.</translation>
    </message>
    <message>
        <source>Surface scan, sweep, small files, capacity, SLC cache</source>
        <translation>Сканирование поверхности, развёртка, мелкие файлы, ёмкость, SLC-кэш</translation>
    </message>
    <message>
        <source>Surface scan: sampled</source>
        <translation>Сканирование поверхности: выборочно</translation>
    </message>
    <message>
        <source>The default scan reads at evenly spaced points from the start to the end of the drive (200 unless Points says otherwise): at each a stretch of up to 8 MiB, whose MB/s the curve shows, then one 4 KiB read at random, its access time. Only the points are read: the span between two points is not checked.</source>
        <translation>Проверка по умолчанию читает в равномерно расположенных точках от начала до конца накопителя (200, если в «Точки» не задано иное): в каждой — участок до 8 МиБ, чьи МБ/с показывает кривая, затем одно случайное чтение 4 КиБ — его время доступа. Читаются только точки: участок между двумя точками не проверяется.</translation>
    </message>
    <message>
        <source>Surface scan: full</source>
        <translation>Сканирование поверхности: полностью</translation>
    </message>
    <message>
        <source>Scan: full reads every block of the drive once, in order, in 1 MiB requests, like HD Tune&apos;s Error Scan. It takes as long as reading the whole drive.</source>
        <translation>«Проверка: полностью» читает каждый блок накопителя один раз, по порядку, запросами по 1 МиБ, как Error Scan в HD Tune. Это длится столько же, сколько чтение всего накопителя.</translation>
    </message>
    <message>
        <source>Surface map colours</source>
        <translation>Цвета карты поверхности</translation>
    </message>
    <message>
        <source>The squares run left to right, top to bottom from the start of the drive to its end. Green: read fine. Amber: slow, more than %1 times the scan&apos;s median time per point, or one request over %2 ms (a drive retrying a weak sector). Red: unreadable, a read failed. Grey: not scanned (the scan was stopped). In a sampled scan a square has its point&apos;s colour; in a full scan its worst block&apos;s. The scan goes on past errors and stops after %3 unreadable points in a row or %4 failed reads.</source>
        <translation>Квадраты идут слева направо, сверху вниз от начала накопителя до его конца. Зелёный: прочитано без ошибок. Жёлтый: медленно — больше чем в %1 раз дольше медианного времени точки при этой проверке или один запрос дольше %2 мс (накопитель повторяет чтение слабого сектора). Красный: не читается, чтение завершилось ошибкой. Серый: не проверено (проверка была остановлена). При выборочной проверке квадрат имеет цвет своей точки, при полной — цвет своего худшего блока. Проверка продолжается после ошибок и останавливается после %3 нечитаемых точек подряд или %4 ошибок чтения.</translation>
    </message>
    <message>
        <source>Block-size sweep</source>
        <translation>Перебор размеров блока</translation>
    </message>
    <message>
        <source>Sequential writes, then reads, at each block size: ATTO&apos;s 512 B to 64 MiB at queue depth 4 over 256 MiB, or dd&apos;s 32 KiB to 2048 KiB at queue depth 1. One row per size with its read and write bars, as ATTO draws it: the size from which the drive reaches full speed. A size the target cannot take directly (below its block size) is skipped and says why.</source>
        <translation>Последовательная запись, затем чтение на каждом размере блока: ряд ATTO (от 512 Б до 64 МиБ при глубине очереди 4 на 256 МиБ) или ряд dd (от 32 КиБ до 2048 КиБ при глубине очереди 1). По строке на размер со столбцами чтения и записи, как их рисует ATTO: видно, с какого размера накопитель выходит на полную скорость. Размер, который цель не может принять напрямую (меньше её размера блока), пропускается с указанием причины.</translation>
    </message>
    <message>
        <source>Small files</source>
        <translation>Мелкие файлы</translation>
    </message>
    <message>
        <source>bonnie++ -n: creates, stats and deletes many small files (16384 empty files unless Files and File size say otherwise), in order and then at random, and counts files per second. It works in a private folder in the target directory, removed afterwards, through the page cache without fsync, as bonnie++ does; creates and deletes count as writes, stats as reads. It needs a directory, not a raw device.</source>
        <translation>bonnie++ -n: создаёт, опрашивает (stat) и удаляет много мелких файлов (16384 пустых файла, если в «Файлы» и «Размер файла» не задано иное), сначала по порядку, затем в случайном порядке, и считает файлы в секунду. Тест работает в собственной папке в целевом каталоге, которая затем удаляется, через страничный кэш без fsync, как bonnie++; создание и удаление считаются записью, stat — чтением. Ему нужен каталог, а не устройство напрямую.</translation>
    </message>
    <message>
        <source>Capacity verdicts</source>
        <translation>Вердикты проверки ёмкости</translation>
    </message>
    <message>
        <source>The check writes data that names its own place on the drive, reads it back and checks every sector. Genuine: everything read back as written. Fake: most bad sectors held another place&apos;s data (the drive wraps around its real size) or old data (writes were dropped): the drive holds less than it claims, and the verdict says how much it really holds. Errors: most bad sectors were damaged or unreadable: a failing drive. Quick checks sampled regions (an eighth of a small drive, about 600 MiB of a large one) instead of every sector. In a directory it fills the free space, less the reserve, with files it removes afterwards; on a whole device it overwrites every byte, after you type the device&apos;s name.</source>
        <translation>Проверка записывает данные, указывающие своё место на накопителе, читает их обратно и проверяет каждый сектор. Genuine (подлинный): всё прочитано так, как было записано. Fake (подделка): большинство плохих секторов содержали данные другого места (после своего настоящего объёма накопитель начинает сначала) или старые данные (записи отбрасывались): накопитель вмещает меньше, чем заявляет, и вердикт говорит, сколько он вмещает на самом деле. Errors (ошибки): большинство плохих секторов повреждены или не читаются: накопитель выходит из строя. Быстрая проверка берёт выборочные участки (восьмую часть маленького накопителя, около 600 МиБ большого) вместо каждого сектора. В каталоге она заполняет свободное место за вычетом резерва файлами, которые затем удаляет; на всём устройстве она перезаписывает каждый байт, после того как вы введёте имя устройства.</translation>
    </message>
    <message>
        <source>SLC cache card</source>
        <translation>Карточка SLC-кэша</translation>
    </message>
    <message>
        <source>Cache size: what was written at full speed before the write rate dropped, ± a tenth of a second at that speed. In the cache, After the cache: the mean write rates before and after the drop (a drop counts when the rate falls below 0.75 of the rate before, each side lasts at least a second, and the step is at least %1 times the curve&apos;s own swing). Floor: a second, lower drop, the drive folding its cache or writing straight to TLC/QLC. No drop seen: the cache is larger than what was written, or there is none: choose a larger Size or a whole device. After each idle pause: how much of the cache came back.</source>
        <translation>Размер кэша: сколько записано на полной скорости до падения скорости записи, ± десятая доля секунды на этой скорости. «В кэше», «После кэша»: средние скорости записи до и после падения (падение засчитывается, когда скорость опускается ниже 0,75 от прежней каждая сторона длится не меньше секунды, а скачок не меньше чем в %1 раза больше собственного разброса кривой). Нижний уровень: второе, более глубокое падение — накопитель переносит кэш или пишет прямо в TLC/QLC. Падения не видно: кэш больше записанного или его нет: выберите больший «Размер» или всё устройство. После каждой паузы простоя: сколько кэша восстановилось.</translation>
    </message>
    <message>
        <source>Random 4 KiB, 32 in flight on one thread: the default and peak profiles&apos; deep-queue random test (CrystalDiskMark&apos;s default). One thread keeping 32 requests waiting: what the drive serves under load from one program.</source>
        <translation>Случайно по 4 КиБ, 32 одновременно в одном потоке: случайный тест с глубокой очередью в профилях default и peak (тест CrystalDiskMark по умолчанию). Один поток держит 32 запроса в ожидании: сколько накопитель обслуживает под нагрузкой от одной программы.</translation>
    </message>
    <message>
        <source>Random 4 KiB, 32 in flight on each of 16 threads, in the NVMe SSD profile: the most small requests the drive can serve at once. Servers and databases get near it; a desktop rarely does.</source>
        <translation>Случайно по 4 КиБ, 32 одновременно в каждом из 16 потоков, в профиле NVMe SSD: наибольшее число мелких запросов, которое накопитель может обслуживать одновременно. Серверы и базы данных приближаются к этому; настольный компьютер — редко.</translation>
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
    <message>
        <source>Show only the runs of one drive</source>
        <translation>Показывать только запуски одного накопителя</translation>
    </message>
    <message>
        <source>Drive filter</source>
        <translation>Фильтр накопителей</translation>
    </message>
    <message>
        <source>Delete the selected runs from the results library (asks first)</source>
        <translation>Удалить выбранные запуски из библиотеки результатов (с вопросом)</translation>
    </message>
    <message>
        <source>Read the results library again (runs stored by drivebench-cli appear)</source>
        <translation>Перечитать библиотеку результатов (появятся запуски, сохранённые drivebench-cli)</translation>
    </message>
    <message>
        <source>Stored runs</source>
        <translation>Сохранённые запуски</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>измерено</translation>
    </message>
    <message>
        <source>Measured by DriveBench and stored when it finished</source>
        <translation>Измерено DriveBench и сохранено по завершении</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>импортировано</translation>
    </message>
    <message>
        <source>Imported from a DriveBench result file or picture</source>
        <translation>Импортировано из файла результатов DriveBench или изображения</translation>
    </message>
    <message>
        <source>imported (fio)</source>
        <translation>импортировано (fio)</translation>
    </message>
    <message>
        <source>Imported from fio JSON output</source>
        <translation>Импортировано из вывода fio в JSON</translation>
    </message>
    <message>
        <source>Compare drives…</source>
        <translation>Сравнить накопители…</translation>
    </message>
    <message>
        <source>Pick drives and a profile: the latest run of each drive is compared</source>
        <translation>Выберите накопители и профиль: сравнивается последний запуск каждого накопителя</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) have a run of the profile %1: choose 2 to 6 drives that do.</source>
        <translation>
            <numerusform>%n накопитель имеет запуск профиля %1: выберите от 2 до 6 таких накопителей.</numerusform>
            <numerusform>%n накопителя имеют запуск профиля %1: выберите от 2 до 6 таких накопителей.</numerusform>
            <numerusform>%n накопителей имеют запуск профиля %1: выберите от 2 до 6 таких накопителей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare drives</source>
        <translation>Сравнить накопители</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n drive(s))</source>
        <translation>
            <numerusform>%1 (%n накопитель)</numerusform>
            <numerusform>%1 (%n накопителя)</numerusform>
            <numerusform>%1 (%n накопителей)</numerusform>
        </translation>
    </message>
    <message>
        <source>no profile</source>
        <translation>без профиля</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>The latest run of the profile on each checked drive is compared (2 to 6 drives).</source>
        <translation>Сравнивается последний запуск профиля на каждом отмеченном накопителе (от 2 до 6 накопителей).</translation>
    </message>
    <message>
        <source>%1 — latest run #%2, %3</source>
        <translation>%1 — последний запуск #%2, %3</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Профиль:</translation>
    </message>
    <message>
        <source>Drives:</source>
        <translation>Накопители:</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HostRuns</name>
    <message>
        <source>There is no test target on %1.</source>
        <translation>Цель теста на %1 не выбрана.</translation>
    </message>
    <message>
        <source>Select %1 in the drive list and type a directory there, or untick it.</source>
        <translation>Выберите %1 в списке накопителей и введите там каталог или снимите с него отметку.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n выполняется</numerusform>
            <numerusform>%n выполняются</numerusform>
            <numerusform>%n выполняются</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished</source>
        <translation>
            <numerusform>%n завершён</numerusform>
            <numerusform>%n завершены</numerusform>
            <numerusform>%n завершены</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped by you</source>
        <translation>
            <numerusform>%n остановлен вами</numerusform>
            <numerusform>%n остановлены вами</numerusform>
            <numerusform>%n остановлены вами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n завершился ошибкой</numerusform>
            <numerusform>%n завершились ошибкой</numerusform>
            <numerusform>%n завершились ошибкой</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) at once: %1</source>
        <translation>
            <numerusform>%n хост сразу: %1</numerusform>
            <numerusform>%n хоста сразу: %1</numerusform>
            <numerusform>%n хостов сразу: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Не запущено: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Running test %1 of %2 · %3 %</source>
        <translation>Выполняется тест %1 из %2 · %3 %</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message numerus="yes">
        <source>Stopped by you after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Остановлено вами после %1 из %n теста; завершённые тесты сохранены.</numerusform>
            <numerusform>Остановлено вами после %1 из %n тестов; завершённые тесты сохранены.</numerusform>
            <numerusform>Остановлено вами после %1 из %n тестов; завершённые тесты сохранены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed on %1: %2</source>
        <translation>Сбой на %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n test(s).</source>
        <translation>
            <numerusform>Готово: %n тест.</numerusform>
            <numerusform>Готово: %n теста.</numerusform>
            <numerusform>Готово: %n тестов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored in the library (History).</source>
        <translation>Сохранено в библиотеке (История).</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HostRunsView</name>
    <message>
        <source>Compare these results</source>
        <translation>Сравнить эти результаты</translation>
    </message>
    <message>
        <source>Tick hosts in the drive list (the box on their heading) and press Start: each runs the same tests at once, with its own live charts here.</source>
        <translation>Отметьте хосты в списке накопителей (флажок в их заголовке) и нажмите «Старт»: каждый выполнит одни и те же тесты одновременно, со своими живыми графиками здесь.</translation>
    </message>
    <message>
        <source>Put the hosts&apos; stored results side by side in Compare, after the last local run of this session, if any</source>
        <translation>Показать сохранённые результаты хостов рядом в «Сравнить», после последнего локального запуска этого сеанса, если он был</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Хосты</translation>
    </message>
    <message>
        <source>A page per host: its state and its live charts</source>
        <translation>По странице на хост: его состояние и живые графики</translation>
    </message>
    <message>
        <source>Runs on several hosts</source>
        <translation>Запуски на нескольких хостах</translation>
    </message>
    <message>
        <source>%1 is a fio server: it reports each test&apos;s figures when the test ends, so this host has no live chart. Its rows in the result panel fill as its tests end.</source>
        <translation>%1 — сервер fio: он сообщает показатели каждого теста по его окончании, поэтому у этого хоста нет живого графика. Его строки в панели результатов заполняются по мере окончания его тестов.</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
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
        <source>I/Os by latency (every I/O)</source>
        <translation>Операции по задержке (каждая операция)</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>Операции</translation>
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
    <message>
        <source>Latency histogram</source>
        <translation>Гистограмма задержек</translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation>Процентили задержки</translation>
    </message>
    <message>
        <source>Latency at each percentile: p99 = 300 µs means 99 of 100 requests finished within 300 µs</source>
        <translation>Задержка на каждом процентиле: p99 = 300 мкс значит, что 99 из 100 запросов завершились за 300 мкс</translation>
    </message>
    <message>
        <source>Latency percentiles table</source>
        <translation>Таблица процентилей задержки</translation>
    </message>
    <message>
        <source>The test&apos;s latency percentiles in µs (p50 median, p99, p99.9, max)</source>
        <translation>Процентили задержки теста в мкс (p50 медиана, p99, p99.9, максимум)</translation>
    </message>
    <message>
        <source>I/Os by 100 ms mean latency (live)</source>
        <translation>Операции по средней задержке за 100 мс (в реальном времени)</translation>
    </message>
    <message>
        <source>latency (bucket edges)</source>
        <translation>задержка (границы интервалов)</translation>
    </message>
    <message>
        <source>How many requests took how long (logarithmic buckets): a narrow peak is a steady drive, a long tail to the right shows stalls. While a test runs, its 100 ms mean latencies; when it ends, every I/O. Hover a bar for its range and count.</source>
        <translation>Сколько запросов длились сколько времени (логарифмические интервалы): узкий пик — ровный накопитель, длинный хвост вправо показывает зависания. Пока тест идёт — его средние задержки за 100 мс; когда он закончится — каждая операция. Наведите указатель на столбец, чтобы увидеть его диапазон и число.</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 или меньше</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>больше %1</translation>
    </message>
    <message>
        <source>over %1, up to %2</source>
        <translation>больше %1, до %2</translation>
    </message>
    <message>
        <source>%1: %2 I/Os (%3 % of the test&apos;s I/Os)</source>
        <translation>%1: операций: %2 (%3 % операций теста)</translation>
    </message>
    <message>
        <source>%1: %2 I/Os in 100 ms windows whose mean latency fell here (%3 %)</source>
        <translation>%1: операций: %2 в окнах по 100 мс, чья средняя задержка попала сюда (%3 %)</translation>
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
        <source>Lines shown</source>
        <translation>Показанные линии</translation>
    </message>
    <message>
        <source>Show every thread&apos;s line</source>
        <translation>Показать линию каждого потока</translation>
    </message>
    <message>
        <source>Hide every line</source>
        <translation>Скрыть все линии</translation>
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
    <message>
        <source>ops/s</source>
        <translation>опер./с</translation>
    </message>
    <message>
        <source>operations (%1)</source>
        <translation>операции (%1)</translation>
    </message>
    <message>
        <source>all threads (%1)</source>
        <translation>все потоки (%1)</translation>
    </message>
    <message>
        <source>per thread (%1)</source>
        <translation>на поток (%1)</translation>
    </message>
    <message>
        <source>files/s</source>
        <translation>файлов/с</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
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
        <source>Live charts</source>
        <translation>Графики в реальном времени</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Задержка</translation>
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
        <source>Running on %1</source>
        <translation>Выполняется на %1</translation>
    </message>
    <message>
        <source>Stopping the run…</source>
        <translation>Остановка запуска…</translation>
    </message>
    <message numerus="yes">
        <source>This run: %n warning(s).</source>
        <translation>
            <numerusform>Этот запуск: %n предупреждение.</numerusform>
            <numerusform>Этот запуск: %n предупреждения.</numerusform>
            <numerusform>Этот запуск: %n предупреждений.</numerusform>
        </translation>
    </message>
    <message>
        <source>Live charts of the running test, its latency, the stored runs and comparisons</source>
        <translation>Живые графики текущего теста, его задержка, сохранённые запуски и сравнения</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Представления</translation>
    </message>
    <message numerus="yes">
        <source>Before you start: %n warning(s). They do not stop the run.</source>
        <translation>
            <numerusform>Перед стартом: %n предупреждение. Оно не останавливает запуск.</numerusform>
            <numerusform>Перед стартом: %n предупреждения. Они не останавливают запуск.</numerusform>
            <numerusform>Перед стартом: %n предупреждений. Они не останавливают запуск.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trace %1 cannot be replayed: %2</source>
        <translation>Трассу %1 нельзя воспроизвести: %2</translation>
    </message>
    <message>
        <source>Replay a trace</source>
        <translation>Воспроизвести трассу</translation>
    </message>
    <message>
        <source>Traces (fio iolog, blkparse text) (*.log *.iolog *.txt *.trace *.blktrace);;All files (*)</source>
        <translation>Трассы (fio iolog, текст blkparse) (*.log *.iolog *.txt *.trace *.blktrace);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Result panel</source>
        <translation>Панель результата</translation>
    </message>
    <message>
        <source>The run&apos;s figures: hover a cell for latency, passes and warnings; F1 explains them</source>
        <translation>Показатели запуска: наведите на ячейку, чтобы увидеть задержку, проходы и предупреждения; F1 объясняет их</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Ничего не импортировано: %1</translation>
    </message>
    <message>
        <source>Select runs in History and press Compare to set them beside your own.</source>
        <translation>Выберите запуски в журнале и нажмите «Сравнить», чтобы поставить их рядом со своими.</translation>
    </message>
    <message>
        <source>Select a drive to see its health.</source>
        <translation>Выберите накопитель, чтобы увидеть его состояние.</translation>
    </message>
    <message>
        <source>The %1 test file does not fit in %2: %3 can be used there.</source>
        <translation>Тестовый файл %1 не помещается в %2: там можно использовать %3.</translation>
    </message>
    <message>
        <source>Choose a smaller Size, or free some space there.</source>
        <translation>Выберите меньший размер или освободите там место.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Использовать %1</translation>
    </message>
    <message>
        <source>No test ran (%1)</source>
        <translation>Ни один тест не выполнен (%1)</translation>
    </message>
    <message>
        <source>The health data of a drive on %1 is not read from here.</source>
        <translation>Данные о состоянии накопителя на %1 отсюда не читаются.</translation>
    </message>
    <message>
        <source>Run drivebench or smartctl on that host to see it.</source>
        <translation>Чтобы увидеть их, запустите drivebench или smartctl на том хосте.</translation>
    </message>
    <message>
        <source>There is no test target on %1.</source>
        <translation>Цель теста на %1 не выбрана.</translation>
    </message>
    <message>
        <source>Type a directory on %1 in the test target box, or pick one of its drives.</source>
        <translation>Введите каталог на %1 в поле «Цель теста» или выберите один из его накопителей.</translation>
    </message>
    <message>
        <source>Running on %1 on %2</source>
        <translation>Выполняется на %1 на %2</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Хосты</translation>
    </message>
    <message>
        <source>Runs on several hosts at once: tick hosts in the drive list</source>
        <translation>Запуски на нескольких хостах сразу: отметьте хосты в списке накопителей</translation>
    </message>
    <message>
        <source> — a fio server: its figures come when the test ends</source>
        <translation> — сервер fio: его показатели приходят по окончании теста</translation>
    </message>
    <message>
        <source>Nothing was written: the capacity check of %1 was not started.</source>
        <translation>Ничего не записано: проверка ёмкости %1 не запущена.</translation>
    </message>
    <message>
        <source>Choose the quick check or a larger reserve to write less.</source>
        <translation>Выберите быструю проверку или больший резерв, чтобы записать меньше.</translation>
    </message>
    <message>
        <source>Nothing was written: %1 was not confirmed by name.</source>
        <translation>Ничего не записано: %1 не подтверждено по имени.</translation>
    </message>
    <message>
        <source>To check it, start again and type its name; to keep its data, choose a directory on it instead.</source>
        <translation>Чтобы проверить его, начните снова и введите его имя; чтобы сохранить данные, выберите вместо этого каталог на нём.</translation>
    </message>
    <message>
        <source>Nothing was written: whether %1 is in use could not be checked.</source>
        <translation>Ничего не записано: не удалось проверить, используется ли %1.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
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
        <source>%1 is already in the library as run %2</source>
        <translation>%1 уже есть в библиотеке как запуск %2</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) into the results library.</source>
        <translation>
            <numerusform>В библиотеку результатов импортирован %n запуск.</numerusform>
            <numerusform>В библиотеку результатов импортировано %n запуска.</numerusform>
            <numerusform>В библиотеку результатов импортировано %n запусков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing new to import: %1.</source>
        <translation>Ничего нового для импорта: %1.</translation>
    </message>
    <message>
        <source>Skipped, already there: %1.</source>
        <translation>Пропущено, уже есть: %1.</translation>
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
        <source>Start the run with these settings on the test target (F5)</source>
        <translation>Запустить тест с этими настройками на тестовой цели (F5)</translation>
    </message>
    <message>
        <source>Stop the run: the tests finished so far are kept (Esc)</source>
        <translation>Остановить запуск: завершённые тесты сохраняются (Esc)</translation>
    </message>
    <message>
        <source>What does this mean?</source>
        <translation>Что это значит?</translation>
    </message>
    <message>
        <source>What each test, figure, warning and setting means (F1)</source>
        <translation>Что означает каждый тест, показатель, предупреждение и настройка (F1)</translation>
    </message>
    <message>
        <source>ETA %1</source>
        <translation>Осталось %1</translation>
    </message>
    <message numerus="yes">
        <source>Start on %n host(s)</source>
        <translation>
            <numerusform>Запустить на %n хосте</numerusform>
            <numerusform>Запустить на %n хостах</numerusform>
            <numerusform>Запустить на %n хостах</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the run on each ticked host at once, each on its own target (F5)</source>
        <translation>Запустить тесты на каждом отмеченном хосте сразу, каждый на своей цели (F5)</translation>
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
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Stopping… %p %</source>
        <translation>Остановка… %p %</translation>
    </message>
    <message>
        <source>Stopping: waiting for the I/O in flight…</source>
        <translation>Остановка: ожидание незавершённых операций…</translation>
    </message>
    <message>
        <source>Stopped at %p %</source>
        <translation>Остановлено на %p %</translation>
    </message>
    <message numerus="yes">
        <source>Stopped by you after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Остановлено вами после %1 из %n теста; завершённые тесты сохранены.</numerusform>
            <numerusform>Остановлено вами после %1 из %n тестов; завершённые тесты сохранены.</numerusform>
            <numerusform>Остановлено вами после %1 из %n тестов; завершённые тесты сохранены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run stopped</source>
        <translation>Запуск остановлен</translation>
    </message>
    <message>
        <source>Failed at %p %</source>
        <translation>Сбой на %p %</translation>
    </message>
    <message numerus="yes">
        <source>The run failed after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Запуск завершился сбоем после %1 из %n теста; завершённые тесты сохранены.</numerusform>
            <numerusform>Запуск завершился сбоем после %1 из %n тестов; завершённые тесты сохранены.</numerusform>
            <numerusform>Запуск завершился сбоем после %1 из %n тестов; завершённые тесты сохранены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run failed</source>
        <translation>Сбой запуска</translation>
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
        <source>Run finished</source>
        <translation>Запуск завершён</translation>
    </message>
    <message>
        <source>Running on several hosts at once</source>
        <translation>Запуск на нескольких хостах сразу</translation>
    </message>
    <message>
        <source>Runs on the hosts ended</source>
        <translation>Запуски на хостах завершены</translation>
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
        <source>⚠ Not on %1: %2 (%3)</source>
        <translation>⚠ Невозможно на %1: %2 (%3)</translation>
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
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
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
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
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
        <source>Replay a &amp;trace…</source>
        <translation>Воспроизвести &amp;трассу…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;What does this mean?</source>
        <translation>&amp;Что это значит?</translation>
    </message>
    <message>
        <source>Save the whole result (every figure, sample and warning) as JSON</source>
        <translation>Сохранить весь результат (каждый показатель, выборку и предупреждение) как JSON</translation>
    </message>
    <message>
        <source>Save the result panel as a PNG picture to share</source>
        <translation>Сохранить панель результата как изображение PNG, чтобы поделиться</translation>
    </message>
    <message>
        <source>Copy the result as CrystalDiskMark-style text, with its warnings</source>
        <translation>Скопировать результат текстом в стиле CrystalDiskMark, с его предупреждениями</translation>
    </message>
    <message>
        <source>Read the drive list again (a drive plugged in or removed) (Ctrl+R)</source>
        <translation>Прочитать список дисков заново (диск подключён или отключён) (Ctrl+R)</translation>
    </message>
    <message>
        <source>Replay a recorded trace (fio iolog or blkparse text) on the test target</source>
        <translation>Воспроизвести записанную трассу (fio iolog или текст blkparse) на тестовой цели</translation>
    </message>
    <message>
        <source>Show the drive&apos;s SMART / health data, temperature and warnings</source>
        <translation>Показать данные SMART / состояния, температуру и предупреждения накопителя</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;About DriveBench</source>
        <translation>&amp;О DriveBench</translation>
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
        <source>Main</source>
        <translation>Основная</translation>
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
    <message>
        <source>Apply the fix this message offers</source>
        <translation>Применить исправление, предложенное в этом сообщении</translation>
    </message>
    <message>
        <source>Apply the fix</source>
        <translation>Применить исправление</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::ProfileOptionsWidget</name>
    <message>
        <source>Keep the idle gaps</source>
        <translation>Сохранять паузы простоя</translation>
    </message>
    <message>
        <source>Quick (sampled regions)</source>
        <translation>Быстро (выборочные участки)</translation>
    </message>
    <message>
        <source>profile&apos;s default</source>
        <translation>по умолчанию профиля</translation>
    </message>
    <message>
        <source>Trace sca&amp;le</source>
        <translation>&amp;Масштаб трассы</translation>
    </message>
    <message>
        <source>Fraction of the full trace to play (The Destroyer: 0.02 by default, about a million requests)</source>
        <translation>Доля полной трассы для воспроизведения (The Destroyer: по умолчанию 0,02, около миллиона запросов)</translation>
    </message>
    <message>
        <source>Play the trace&apos;s idle gaps as recorded (off: back to back, the drive never rests)</source>
        <translation>Воспроизводить паузы трассы как записано (выкл.: подряд, диск не отдыхает)</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>&amp;Точки</translation>
    </message>
    <message>
        <source>Evenly spaced points from the start to the end of the span at which speed and access time are read</source>
        <translation>Равномерно расположенные точки от начала до конца области, в которых измеряются скорость и время доступа</translation>
    </message>
    <message>
        <source>&amp;Files</source>
        <translation>&amp;Файлы</translation>
    </message>
    <message>
        <source>Files created, examined and deleted in each pass</source>
        <translation>Файлы, создаваемые, проверяемые и удаляемые в каждом проходе</translation>
    </message>
    <message>
        <source>empty (bonnie++)</source>
        <translation>пустые (bonnie++)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>File si&amp;ze</source>
        <translation>Ра&amp;змер файла</translation>
    </message>
    <message>
        <source>Size of each small file (random within a range)</source>
        <translation>Размер каждого маленького файла (случайный в пределах диапазона)</translation>
    </message>
    <message>
        <source>default (1 %, at most 1 GiB)</source>
        <translation>по умолчанию (1 %, не более 1 ГиБ)</translation>
    </message>
    <message>
        <source>&amp;Reserve</source>
        <translation>&amp;Резерв</translation>
    </message>
    <message>
        <source>Free space the check leaves unwritten in a directory</source>
        <translation>Свободное место, которое проверка оставляет незаписанным в каталоге</translation>
    </message>
    <message>
        <source>Check evenly spaced regions instead of every byte: minutes instead of hours, fakes still show</source>
        <translation>Проверять равномерно расположенные участки вместо каждого байта: минуты вместо часов, подделки всё равно видны</translation>
    </message>
    <message>
        <source>ATTO (512 B to 64 MiB, queue 4)</source>
        <translation>ATTO (от 512 Б до 64 МиБ, очередь 4)</translation>
    </message>
    <message>
        <source>dd (32 KiB to 2 MiB, queue 1)</source>
        <translation>dd (от 32 КиБ до 2 МиБ, очередь 1)</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>&amp;Развёртка</translation>
    </message>
    <message>
        <source>Which block sizes the sweep steps through</source>
        <translation>Какие размеры блоков перебирает развёртка</translation>
    </message>
    <message>
        <source>after 60 s and 300 s</source>
        <translation>через 60 с и 300 с</translation>
    </message>
    <message>
        <source>after 60 s</source>
        <translation>через 60 с</translation>
    </message>
    <message>
        <source>after 30 min</source>
        <translation>через 30 мин</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Re&amp;covery</source>
        <translation>&amp;Восстановление</translation>
    </message>
    <message>
        <source>Idle pauses after the cache is full, each followed by a burst that measures how much of the cache came back</source>
        <translation>Паузы простоя после заполнения кэша, за каждой — серия записи, показывающая, сколько кэша восстановилось</translation>
    </message>
    <message>
        <source>sampled (points)</source>
        <translation>выборочно (точки)</translation>
    </message>
    <message>
        <source>full (every block)</source>
        <translation>полностью (каждый блок)</translation>
    </message>
    <message>
        <source>Sc&amp;an</source>
        <translation>Пр&amp;оверка</translation>
    </message>
    <message>
        <source>Sampled: speed and access time at evenly spaced points, minutes. Full: every block read once, the map built from all of them (an error scan), as long as reading the whole device takes</source>
        <translation>Выборочно: скорость и время доступа в равномерно расположенных точках, минуты. Полностью: каждый блок читается один раз, карта строится по всем (проверка на ошибки), столько, сколько длится чтение всего устройства</translation>
    </message>
    <message>
        <source>Idle &amp;times</source>
        <translation>&amp;Время простоя</translation>
    </message>
    <message>
        <source>default (0 ms to 10 s, 13 times)</source>
        <translation>по умолчанию (от 0 мс до 10 с, 13 значений)</translation>
    </message>
    <message>
        <source>quick (5 times, 10 reads each)</source>
        <translation>быстро (5 значений, по 10 чтений)</translation>
    </message>
    <message>
        <source>custom list</source>
        <translation>свой список</translation>
    </message>
    <message>
        <source>The idle times before the reads: the drive may go to a power-saving state after 100 ms or 2 s of idle, and its first read after that pays the wake-up</source>
        <translation>Время простоя перед чтениями: после 100 мс или 2 с простоя накопитель может перейти в энергосберегающее состояние, и первое чтение после этого платит за пробуждение</translation>
    </message>
    <message>
        <source>Idle times</source>
        <translation>Время простоя</translation>
    </message>
    <message>
        <source>e.g. 0, 110ms, 2.1s</source>
        <translation>напр. 0, 110ms, 2.1s</translation>
    </message>
    <message>
        <source>Idle times, comma-separated: 0, 10ms, 1.9s (a bare number is milliseconds; at most an hour)</source>
        <translation>Время простоя через запятую: 0, 10ms, 1.9s (число без единицы — миллисекунды; не больше часа)</translation>
    </message>
    <message>
        <source>Custom idle times</source>
        <translation>Своё время простоя</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RemoteHosts</name>
    <message>
        <source>%1 is listed already</source>
        <translation>%1 уже есть в списке</translation>
    </message>
    <message>
        <source>pick its drives in the list, or remove it first</source>
        <translation>выберите его накопители в списке или сначала удалите его</translation>
    </message>
    <message>
        <source>%1 is a fio server on a network address: anyone on that network can run commands there as the server&apos;s user, and nothing was sent to it</source>
        <translation>%1 — сервер fio на сетевом адресе: любой в этой сети может выполнять там команды от имени пользователя сервера, и ему ничего не отправлено</translation>
    </message>
    <message>
        <source>add it again and confirm, or bind the server to a unix socket or 127.0.0.1 and reach it through an SSH tunnel</source>
        <translation>добавьте его снова и подтвердите или привяжите сервер к unix-сокету или 127.0.0.1 и подключайтесь к нему через SSH-туннель</translation>
    </message>
    <message>
        <source>%1 has not answered its probe</source>
        <translation>%1 не ответил на опрос</translation>
    </message>
    <message>
        <source>wait until it is listed, or remove it and add it again</source>
        <translation>подождите, пока он появится в списке, или удалите его и добавьте снова</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::ResultPanel</name>
    <message>
        <source>Unit of the figures. MB/s = 10^6 bytes per second.</source>
        <translation>Единица измерения. МБ/с = 10^6 байт в секунду.</translation>
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
        <source>A note kept with this result in the library and the exports</source>
        <translation>Заметка, сохраняемая с этим результатом в библиотеке и экспорте</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>AS SSD Benchmark&apos;s weights over MB/s (10^6 bytes per second) figures of the asssd profile&apos;s tests: Read = Seq×0.1 + 4K + 4K-64Thrd; Write likewise; Total = SeqW×0.15 + SeqR×0.1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1.5</source>
        <translation>Веса AS SSD Benchmark по показателям в МБ/с (10^6 байт в секунду) тестов профиля asssd: Чтение = Seq×0,1 + 4K + 4K-64Thrd; Запись так же; Итого = SeqW×0,15 + SeqR×0,1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1,5</translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C at the start, %2 °C at most, %3 °C at the end</source>
        <translation>Температура накопителя: %1 °C в начале, не выше %2 °C, %3 °C в конце</translation>
    </message>
    <message>
        <source>The drive throttled during this test: %1</source>
        <translation>Накопитель снижал скорость (троттлинг) во время этого теста: %1</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Mix R%1/W%2</source>
        <translation>Смешанный Ч%1/З%2</translation>
    </message>
    <message>
        <source>%1 %2: %3 over %4 operations</source>
        <translation>%1 %2: %3 за %4 операций</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Предупреждения: %1</translation>
    </message>
    <message>
        <source>Warnings of this run</source>
        <translation>Предупреждения этого запуска</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>%1: write %2 MB/s, read %3 MB/s (time spent writing and reading only)</source>
        <translation>%1: запись %2 МБ/с, чтение %3 МБ/с (только время записи и чтения)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Select to see this test in the charts below</source>
        <translation>Выберите, чтобы увидеть этот тест на графиках ниже</translation>
    </message>
    <message>
        <source>steady @%1</source>
        <translation>стабильно @%1</translation>
    </message>
    <message>
        <source>not steady</source>
        <translation>не стабильно</translation>
    </message>
    <message>
        <source>Steady state (SNIA PTS) reached at round %1 of at most %2</source>
        <translation>Установившийся режим (SNIA PTS) достигнут в раунде %1 из не более чем %2</translation>
    </message>
    <message>
        <source>Not steady: stopped after %1 of %2 rounds</source>
        <translation>Не стабильно: остановлено после %1 из %2 раундов</translation>
    </message>
    <message>
        <source>Not steady after %1 rounds (SNIA PTS criterion)</source>
        <translation>Не стабильно после %1 раундов (критерий SNIA PTS)</translation>
    </message>
    <message>
        <source>Last %1 rounds: excursion %2 % (limit %3 %), slope %4 % (limit %5 %) of their mean %6 %7</source>
        <translation>Последние %1 раундов: размах %2 % (предел %3 %), наклон %4 % (предел %5 %) от их среднего %6 %7</translation>
    </message>
    <message>
        <source>Rounds (%1): %2</source>
        <translation>Раунды (%1): %2</translation>
    </message>
    <message>
        <source>%1 threads: I/O shares %2 % to %3 %, the least (thread %4) %5 of the mean; thread %6 finished first (%7 s), thread %8 last (%9 s)</source>
        <translation>%1 потоков: доли операций ввода-вывода от %2 % до %3 %, наименьшая (поток %4) — %5 от средней; поток %6 закончил первым (%7 с), поток %8 — последним (%9 с)</translation>
    </message>
    <message>
        <source>Trace playback (%1)</source>
        <translation>Воспроизведение трассы (%1)</translation>
    </message>
    <message>
        <source>Trace playback</source>
        <translation>Воспроизведение трассы</translation>
    </message>
    <message>
        <source>The trace&apos;s reads and writes, in its own order and mix, played on the target</source>
        <translation>Чтения и записи трассы в её собственном порядке и соотношении, воспроизведённые на цели</translation>
    </message>
    <message>
        <source>The drive&apos;s own count of host writes (NVMe Data Units Written in steps of 512,000 bytes, or SMART attribute 241 Total LBAs Written), read before and after the run. It counts every write that reached the drive meanwhile: on a file system, the file system&apos;s and other programs&apos; writes too.</source>
        <translation>Собственный счётчик записей хоста накопителя (NVMe Data Units Written шагами по 512 000 байт или атрибут SMART 241 Total LBAs Written), прочитанный до и после прогона. Он считает каждую запись, дошедшую до накопителя за это время: на файловой системе — также записи самой файловой системы и других программ.</translation>
    </message>
    <message>
        <source>Transfer rate by block size</source>
        <translation>Скорость передачи по размеру блока</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Show every block size as a row of the table above, with all its figures</source>
        <translation>Показать каждый размер блока строкой таблицы выше, со всеми его показателями</translation>
    </message>
    <message>
        <source>Show the sweep as a table</source>
        <translation>Показать серию по размерам блока таблицей</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <source>Stopped before it measured anything: the run was stopped. Start the run again to measure this test.</source>
        <translation>Остановлено до каких-либо измерений: запуск был остановлен. Запустите его снова, чтобы измерить этот тест.</translation>
    </message>
    <message>
        <source>%1: not run. The first write saw no drop in its rate, so there is no cache to recover. To find the cache, write more: a larger test file (Size), or a whole device.</source>
        <translation>%1: не выполнялся. При первой записи скорость не упала, поэтому нет кэша, который мог бы восстановиться. Чтобы найти кэш, запишите больше: больший тестовый файл (Размер) или всё устройство.</translation>
    </message>
    <message>
        <source>⚠ in a cell: a warning on that figure (its tooltip says which)</source>
        <translation>⚠ в ячейке: предупреждение к этому показателю (какое — говорит подсказка ячейки)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, on %1</source>
        <translation>, на %1</translation>
    </message>
    <message>
        <source>, on %1, %2</source>
        <translation>, на %1, %2</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RunController</name>
    <message>
        <source>Ready</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Остановка</translation>
    </message>
    <message>
        <source>Stopped by you</source>
        <translation>Остановлено вами</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Сбой</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RunNotifier</name>
    <message>
        <source>DriveBench: the run finished</source>
        <translation>DriveBench: запуск завершён</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) on %1 in %2.</source>
        <translation>
            <numerusform>%n тест на %1 за %2.</numerusform>
            <numerusform>%n теста на %1 за %2.</numerusform>
            <numerusform>%n тестов на %1 за %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>It was stopped.</source>
        <translation>Он был остановлен.</translation>
    </message>
    <message>
        <source>DriveBench: the run ended early</source>
        <translation>DriveBench: запуск завершился досрочно</translation>
    </message>
    <message numerus="yes">
        <source>%1 after %2 on %3; %n completed test(s) are kept.</source>
        <translation>
            <numerusform>%1 через %2 на %3; %n завершённый тест сохранён.</numerusform>
            <numerusform>%1 через %2 на %3; %n завершённых теста сохранены.</numerusform>
            <numerusform>%1 через %2 на %3; %n завершённых тестов сохранены.</numerusform>
        </translation>
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
        <source>Reads and writes, only reads, only writes, or a read/write mix</source>
        <translation>Чтение и запись, только чтение, только запись или смесь чтения и записи</translation>
    </message>
    <message>
        <source>Length of each measured pass</source>
        <translation>Длительность каждого измеряемого прохода</translation>
    </message>
    <message>
        <source>%1: %2; F1 explains each test</source>
        <translation>%1: %2; F1 объясняет каждый тест</translation>
    </message>
    <message>
        <source>Which tests run; F1 explains each</source>
        <translation>Какие тесты выполняются; F1 объясняет каждый</translation>
    </message>
    <message>
        <source>%1 measures reads only</source>
        <translation>%1 измеряет только чтение</translation>
    </message>
    <message>
        <source>%1 measures writes only</source>
        <translation>%1 измеряет только запись</translation>
    </message>
    <message>
        <source>stead&amp;y</source>
        <translation>ст&amp;абильно</translation>
    </message>
    <message>
        <source>Until steady: the most rounds a test runs; past it the result says &quot;not steady&quot;</source>
        <translation>До стабильности: наибольшее число раундов теста; после него результат сообщает «не стабильно»</translation>
    </message>
    <message>
        <source>Repeat each timed test in rounds of one pass until it is steady (SNIA PTS: over the last five rounds the figures stay within 20 % of their mean and their trend within 10 %), or until the round limit, set beside it instead of the passes; the figure is then the mean of those five rounds</source>
        <translation>Повторять каждый тест по времени раундами по одному проходу, пока он не станет стабильным (SNIA PTS: за последние пять раундов значения остаются в пределах 20 % от их среднего, а их тренд — в пределах 10 %), или до предела раундов, задаваемого рядом вместо числа проходов; результат — среднее этих пяти раундов</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Проходы</translation>
    </message>
    <message>
        <source>Most rounds until steady</source>
        <translation>Наибольшее число раундов до стабильности</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Раунды</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::SurfaceMapGrid</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Point %1 of %2: %3: %4</source>
        <translation>Точка %1 из %2: %3: %4</translation>
    </message>
    <message>
        <source>Points %1 – %2 of %3: %4: %5</source>
        <translation>Точки %1 – %2 из %3: %4: %5</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::SurfaceMapView</name>
    <message>
        <source>good</source>
        <translation>исправно</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>медленно</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>не читается</translation>
    </message>
    <message>
        <source>not scanned</source>
        <translation>не проверено</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Slow: read in more than %1 times the scan&apos;s median time per point (%2 ms), or one request took over %3 ms. Unreadable: a read of the point, or a random access read within its square, failed.</source>
        <translation>Медленно: чтение заняло больше чем в %1 раз дольше медианного времени точки (%2 мс) или один запрос длился дольше %3 мс. Не читается: чтение точки или случайное чтение в её квадрате завершилось ошибкой.</translation>
    </message>
    <message numerus="yes">
        <source>%n read error(s); unreadable: %1</source>
        <translation>
            <numerusform>%n ошибка чтения; не читается: %1</numerusform>
            <numerusform>%n ошибки чтения; не читается: %1</numerusform>
            <numerusform>%n ошибок чтения; не читается: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The scan stopped after %1 unreadable points in a row: the drive is failing there or has gone. Save its data first, then check its health.</source>
        <translation>Проверка остановлена после %1 нечитаемых точек подряд: накопитель там отказывает или пропал. Сначала сохраните его данные, затем проверьте его состояние.</translation>
    </message>
    <message>
        <source>The scan stopped after %1 read errors. Save the drive&apos;s data first, then check its health.</source>
        <translation>Проверка остановлена после %1 ошибок чтения. Сначала сохраните данные накопителя, затем проверьте его состояние.</translation>
    </message>
    <message>
        <source>The scan stopped: the device went away. Check its cable or connection.</source>
        <translation>Проверка остановлена: устройство пропало. Проверьте кабель или подключение.</translation>
    </message>
    <message>
        <source>Every point read without error.</source>
        <translation>Все точки прочитаны без ошибок.</translation>
    </message>
    <message numerus="yes">
        <source>Full error scan: every block of %1, %n square(s)</source>
        <translation>
            <numerusform>Полная проверка на ошибки: каждый блок %1, %n квадрат</numerusform>
            <numerusform>Полная проверка на ошибки: каждый блок %1, %n квадрата</numerusform>
            <numerusform>Полная проверка на ошибки: каждый блок %1, %n квадратов</numerusform>
        </translation>
    </message>
    <message>
        <source>Left to right, top to bottom from the start (0) to the end (%1); each square is about %2, every %3 block of it read: its worst block decides its colour.</source>
        <translation>Слева направо, сверху вниз от начала (0) до конца (%1); каждый квадрат — около %2, в нём прочитан каждый %3 блок: его цвет определяет худший блок.</translation>
    </message>
    <message numerus="yes">
        <source>Sampled error scan: %n point(s) over %1</source>
        <translation>
            <numerusform>Выборочная проверка на ошибки: %n точка по %1</numerusform>
            <numerusform>Выборочная проверка на ошибки: %n точки по %1</numerusform>
            <numerusform>Выборочная проверка на ошибки: %n точек по %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Left to right, top to bottom from the start (0) to the end (%1); each square is a point read (%2) and the span up to the next one, not read (sampled).</source>
        <translation>Слева направо, сверху вниз от начала (0) до конца (%1); каждый квадрат — прочитанная точка (%2) и участок до следующей, не прочитанный (выборочно).</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::SweepChart</name>
    <message>
        <source>Transfer rate by block size</source>
        <translation>Скорость передачи по размеру блока</translation>
    </message>
    <message>
        <source>Write (%1)</source>
        <translation>Запись (%1)</translation>
    </message>
    <message>
        <source>Read (%1)</source>
        <translation>Чтение (%1)</translation>
    </message>
    <message>
        <source>%1: read %2, write %3 (%4). Click a bar to see that test in the charts.</source>
        <translation>%1: чтение %2, запись %3 (%4). Щёлкните по полосе, чтобы увидеть этот тест на графиках.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::TraceVerdictCard</name>
    <message>
        <source>Trace verdict</source>
        <translation>Итог трассы</translation>
    </message>
    <message>
        <source>Average data rate</source>
        <translation>Средняя скорость передачи данных</translation>
    </message>
    <message>
        <source>Bytes read and written over the time the drive was busy (idle gaps left out), MB/s = 10^6 bytes per second: AnandTech&apos;s Average Data Rate</source>
        <translation>Прочитанные и записанные байты за время занятости накопителя (без пауз простоя), МБ/с = 10^6 байт в секунду: Average Data Rate по AnandTech</translation>
    </message>
    <message>
        <source>Average latency</source>
        <translation>Средняя задержка</translation>
    </message>
    <message>
        <source>99th percentile latency</source>
        <translation>Задержка (99-й процентиль)</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>All I/Os</source>
        <translation>Все операции</translation>
    </message>
    <message>
        <source>I/Os above 10 ms</source>
        <translation>Операции дольше 10 мс</translation>
    </message>
    <message>
        <source>I/Os above 100 ms</source>
        <translation>Операции дольше 100 мс</translation>
    </message>
    <message>
        <source>Share of all I/Os</source>
        <translation>Доля всех операций</translation>
    </message>
    <message>
        <source>%1: AnandTech Storage Bench figures</source>
        <translation>%1: показатели как в AnandTech Storage Bench</translation>
    </message>
    <message>
        <source>%1: AnandTech Storage Bench figures (incomplete: the playback was stopped part-way)</source>
        <translation>%1: показатели как в AnandTech Storage Bench (неполные: воспроизведение прервано)</translation>
    </message>
    <message>
        <source>Data rate over the time the drive was busy, idle gaps left out, as AnandTech gives it. %1 I/Os; busy %2 s, idle %3 s.</source>
        <translation>Скорость за время занятости накопителя, без пауз простоя, как у AnandTech. Операций: %1; занят %2 с, простой %3 с.</translation>
    </message>
    <message>
        <source>Average data rate %1; average latency %2, 99th percentile %3; I/Os above 10 ms %4, above 100 ms %5</source>
        <translation>Средняя скорость %1; средняя задержка %2, 99-й процентиль %3; операций дольше 10 мс %4, дольше 100 мс %5</translation>
    </message>
    <message>
        <source>Trace: %1.</source>
        <translation>Трасса: %1.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::WakeCurveView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1: read latency against the idle time before it</source>
        <translation>%1: задержка чтения в зависимости от предшествующего простоя</translation>
    </message>
    <message>
        <source>no idle: median %1</source>
        <translation>без простоя: медиана %1</translation>
    </message>
    <message>
        <source>median</source>
        <translation>медиана</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>max</source>
        <translation>макс.</translation>
    </message>
    <message>
        <source>expected (APST)</source>
        <translation>ожидаемо (APST)</translation>
    </message>
    <message>
        <source>PS%1 after %2: +%3</source>
        <translation>PS%1 после %2: +%3</translation>
    </message>
    <message>
        <source>idle before the read (logarithmic)</source>
        <translation>простой перед чтением (логарифмическая шкала)</translation>
    </message>
    <message>
        <source>read latency (ms)</source>
        <translation>задержка чтения (мс)</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::WakeVerdictCard</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>Wake-up latency verdict</source>
        <translation>Вердикт по задержке пробуждения</translation>
    </message>
    <message>
        <source>%1: latency after idle</source>
        <translation>%1: задержка после простоя</translation>
    </message>
    <message>
        <source>%1: latency after idle (incomplete: stopped part-way)</source>
        <translation>%1: задержка после простоя (неполно: остановлено на полпути)</translation>
    </message>
    <message>
        <source>Idle before the read</source>
        <translation>Простой перед чтением</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Медиана</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Макс.</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Чтения</translation>
    </message>
    <message>
        <source>A step is a rise of the median above the no-idle baseline; each is matched with the drive&apos;s APST power state reached by then</source>
        <translation>Ступень — это рост медианы выше базы без простоя; каждая сопоставляется с состоянием питания APST, которого накопитель достиг к тому времени</translation>
    </message>
    <message>
        <source>APST steps judged against: %1</source>
        <translation>Ступени APST оценены по: %1</translation>
    </message>
    <message>
        <source>Each read waits for the drive to be idle for the time on its row (4 KiB random reads at queue depth 1, direct I/O). A drive that saves power after a pause pays its wake-up on the first read after it.</source>
        <translation>Каждое чтение ждёт, пока накопитель простоит время, указанное в его строке (случайные чтения по 4 КиБ при глубине очереди 1, прямой ввод-вывод). Накопитель, экономящий энергию после паузы, платит за пробуждение при первом чтении после неё.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::WarningsView</name>
    <message>
        <source>Test in a no-CoW directory</source>
        <translation>Тестировать в каталоге без CoW</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>What may make this run&apos;s figures not the drive&apos;s. Warnings never stop a run.</source>
        <translation>Что может сделать показатели этого запуска не показателями накопителя. Предупреждения никогда не останавливают запуск.</translation>
    </message>
    <message>
        <source>Runs the test in a new, empty directory with copy-on-write switched off (chattr +C), made inside the chosen folder when you press Start and removed after the run. Nothing is changed until you press this button.</source>
        <translation>Выполняет тест в новом пустом каталоге с отключённым копированием при записи (chattr +C), который создаётся в выбранной папке при нажатии «Старт» и удаляется после запуска. Ничего не меняется, пока вы не нажмёте эту кнопку.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Show or hide what each warning means and what to do</source>
        <translation>Показать или скрыть, что означает каждое предупреждение и что делать</translation>
    </message>
    <message>
        <source>Warning details</source>
        <translation>Подробности предупреждений</translation>
    </message>
</context>
</TS>
