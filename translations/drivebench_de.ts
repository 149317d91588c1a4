<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CurveData</name>
    <message>
        <source>transfer rate</source>
        <translation>Transferrate</translation>
    </message>
    <message>
        <source>access time</source>
        <translation>Zugriffszeit</translation>
    </message>
    <message>
        <source>write rate</source>
        <translation>Schreibrate</translation>
    </message>
    <message>
        <source>transfer rate by block size</source>
        <translation>Transferrate nach Blockgröße</translation>
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
        <translation>%1 auf %2: überschreibt das ganze Gerät mit Testdaten und liest sie zurück; alles darauf wird gelöscht. Start verlangt vorher, dass Sie seinen Namen eingeben.</translation>
    </message>
    <message>
        <source>Raw device: %1 only reads; nothing on %2 is written.</source>
        <translation>Rohgerät: %1 liest nur; auf %2 wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>Raw device: %1 only writes, which would erase %2; choose a directory on the drive to run it.</source>
        <translation>Rohgerät: %1 schreibt nur, was %2 löschen würde; wählen Sie ein Verzeichnis auf dem Laufwerk, um es auszuführen.</translation>
    </message>
    <message>
        <source>Raw device: %1 runs its read tests only, over the whole drive; its write tests are left out, as they would erase %2.</source>
        <translation>Rohgerät: %1 führt nur seine Lesetests aus, über das ganze Laufwerk; seine Schreibtests entfallen, da sie %2 löschen würden.</translation>
    </message>
    <message>
        <source>The capacity check fills the free space of the file system holding %1, less the reserve, with files in a folder of its own, reads them back and removes them afterwards; Start says how much first.</source>
        <translation>Die Kapazitätsprüfung füllt den freien Platz des Dateisystems, auf dem %1 liegt, bis auf die Reserve mit Dateien in einem eigenen Ordner, liest sie zurück und entfernt sie danach; Start sagt vorher, wie viel.</translation>
    </message>
    <message>
        <source>Small files are created in a folder of their own in %1 and removed afterwards.</source>
        <translation>Kleine Dateien werden in einem eigenen Ordner in %1 angelegt und danach entfernt.</translation>
    </message>
    <message>
        <source>%1 on %2: %3 runs its read tests only (fio in read-only mode); DriveBench never writes to a device of another host.</source>
        <translation>%1 auf %2: %3 führt nur seine Lesetests aus (fio im Nur-Lese-Modus); DriveBench schreibt nie auf ein Gerät eines anderen Hosts.</translation>
    </message>
</context>
<context>
    <name>LatencyView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Write although it may be in use?</source>
        <translation>Trotzdem schreiben, obwohl es benutzt werden könnte?</translation>
    </message>
    <message>
        <source>%1.

A virtual machine, a database or a disk tool of another user may be using %2; writing to it would destroy what they see. Go on only if you are sure nothing uses it.</source>
        <translation>%1.

Eine virtuelle Maschine, eine Datenbank oder ein Laufwerkswerkzeug eines anderen Benutzers könnte %2 verwenden; darauf zu schreiben würde zerstören, was sie dort sehen. Fahren Sie nur fort, wenn Sie sicher sind, dass nichts es verwendet.</translation>
    </message>
    <message>
        <source>Write to %1</source>
        <translation>Auf %1 schreiben</translation>
    </message>
    <message>
        <source>The capacity check fills the file system of %1: it writes %2 in files of its own folder, all of its free space (%3) but a reserve of %4, reads them back and removes them.</source>
        <translation>Die Kapazitätsprüfung füllt das Dateisystem von %1: Sie schreibt %2 in Dateien eines eigenen Ordners, den ganzen freien Platz (%3) bis auf eine Reserve von %4, liest sie zurück und entfernt sie.</translation>
    </message>
    <message>
        <source>The quick capacity check writes %1 in regions spread over %2 of the free space of %3 (a reserve of %4 stays free), reads them back and removes them.</source>
        <translation>Die schnelle Kapazitätsprüfung schreibt %1 in Bereichen, verteilt über %2 des freien Platzes von %3 (eine Reserve von %4 bleibt frei), liest sie zurück und entfernt sie.</translation>
    </message>
    <message>
        <source>That takes about %1 at 100 MB/s (a hard disk, a USB stick) and about %2 at 500 MB/s (a SATA SSD); slower drives take longer.</source>
        <translation>Das dauert etwa %1 bei 100 MB/s (eine Festplatte, ein USB-Stick) und etwa %2 bei 500 MB/s (eine SATA-SSD); langsamere Laufwerke brauchen länger.</translation>
    </message>
    <message>
        <source>Meanwhile the file system is nearly full: other programs that write to it may fail. Stop ends the check and removes its files.</source>
        <translation>In dieser Zeit ist das Dateisystem fast voll: andere Programme, die darauf schreiben, können scheitern. Stopp beendet die Prüfung und entfernt ihre Dateien.</translation>
    </message>
    <message>
        <source>Fill the file system?</source>
        <translation>Das Dateisystem füllen?</translation>
    </message>
    <message>
        <source>Fill and check</source>
        <translation>Füllen und prüfen</translation>
    </message>
    <message>
        <source>%1 is a fio server on a network address. A fio server asks no password: anyone on that network who can reach it can run commands there as the server&apos;s user, not only DriveBench.

Safer: bind the server to a unix socket or to 127.0.0.1 on that machine and reach it through an SSH tunnel, or add the machine as an SSH host.

Nothing has been sent to it yet.</source>
        <translation>%1 ist ein fio-Server an einer Netzwerkadresse. Ein fio-Server fragt nach keinem Passwort: Jeder in diesem Netzwerk, der ihn erreichen kann, kann dort Befehle als Benutzer des Servers ausführen, nicht nur DriveBench.

Sicherer: Binden Sie den Server auf diesem Rechner an einen Unix-Socket oder an 127.0.0.1 und erreichen Sie ihn über einen SSH-Tunnel, oder fügen Sie den Rechner als SSH-Host hinzu.

Bisher wurde nichts an ihn gesendet.</translation>
    </message>
    <message>
        <source>A fio server anyone on the network can use</source>
        <translation>Ein fio-Server, den jeder im Netzwerk nutzen kann</translation>
    </message>
    <message>
        <source>Use it anyway</source>
        <translation>Trotzdem verwenden</translation>
    </message>
</context>
<context>
    <name>RunInfo</name>
    <message>
        <source> (max %1)</source>
        <translation> (max. %1)</translation>
    </message>
    <message>
        <source>FW %1</source>
        <translation>FW %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>, device %1</source>
        <translation>, Gerät %1</translation>
    </message>
    <message>
        <source>, test file %1</source>
        <translation>, Testdatei %1</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>%1 × %2 s</source>
        <translation>%1 × %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n Durchlauf</numerusform>
            <numerusform>%n Durchläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>warm-up %1 s</source>
        <translation>Aufwärmen %1 s</translation>
    </message>
    <message>
        <source>best of passes</source>
        <translation>bester Durchlauf</translation>
    </message>
    <message>
        <source>mean of passes</source>
        <translation>Mittel der Durchläufe</translation>
    </message>
    <message>
        <source>zero data</source>
        <translation>Nullen als Daten</translation>
    </message>
    <message>
        <source>random data</source>
        <translation>Zufallsdaten</translation>
    </message>
    <message>
        <source>buffered (page cache included)</source>
        <translation>gepuffert (mit Seitencache)</translation>
    </message>
    <message>
        <source>%1 (RAM)</source>
        <translation>%1 (RAM)</translation>
    </message>
    <message>
        <source>%1 (network)</source>
        <translation>%1 (Netzwerk)</translation>
    </message>
    <message>
        <source>%1 (container layer)</source>
        <translation>%1 (Container-Schicht)</translation>
    </message>
    <message>
        <source>threads pinned to CPUs %1</source>
        <translation>Threads an CPUs %1 gebunden</translation>
    </message>
    <message>
        <source>1 pass</source>
        <translation>1 Durchlauf</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 Durchläufe</translation>
    </message>
    <message>
        <source>%1–%2 passes</source>
        <translation>%1–%2 Durchläufe</translation>
    </message>
    <message>
        <source>%1 ops per pass</source>
        <translation>%1 Operationen je Durchlauf</translation>
    </message>
    <message>
        <source>%1–%2 ops per pass</source>
        <translation>%1–%2 Operationen je Durchlauf</translation>
    </message>
    <message>
        <source>fixed-length tests%1</source>
        <translation>Tests fester Länge%1</translation>
    </message>
    <message>
        <source>%1 of fixed length%2</source>
        <translation>%1 mit fester Länge%2</translation>
    </message>
    <message>
        <source>%1 tests of fixed length%2</source>
        <translation>%1 Tests fester Länge%2</translation>
    </message>
    <message>
        <source>until steady, rounds of %1 s, at most %2</source>
        <translation>bis stabil, Runden zu %1 s, höchstens %2</translation>
    </message>
    <message>
        <source>mean of the last 5 rounds</source>
        <translation>Mittel der letzten 5 Runden</translation>
    </message>
    <message>
        <source>Cost to the drive: %1 of host writes counted by the drive for %2 written by the tests</source>
        <translation>Kosten für das Laufwerk: %1 an Host-Schreibdaten vom Laufwerk gezählt für %2, die die Tests schrieben</translation>
    </message>
    <message>
        <source>Percentage used %1 % before and after</source>
        <translation>Percentage Used %1 % vorher und nachher</translation>
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
        <translation>%1 schreibt jeden geprüften Sektor und liest ihn zurück, egal was unter Tests eingestellt ist</translation>
    </message>
    <message>
        <source>%1 fills the free space of the directory, less the reserve, or the whole device: no test file size applies</source>
        <translation>%1 füllt den freien Platz des Verzeichnisses bis auf die Reserve oder das ganze Gerät: eine Größe der Testdatei gilt hier nicht</translation>
    </message>
    <message>
        <source>%1 writes its own data: each sector names its place, so that it can be checked</source>
        <translation>%1 schreibt eigene Daten: Jeder Sektor nennt seine Position, damit er geprüft werden kann</translation>
    </message>
    <message>
        <source>%1 makes many small files (Files, File size), no test file</source>
        <translation>%1 legt viele kleine Dateien an (Dateien, Dateigröße), keine Testdatei</translation>
    </message>
    <message>
        <source>%1 works through the page cache without fsync, as bonnie++ does</source>
        <translation>%1 arbeitet über den Seitencache ohne fsync, wie bonnie++</translation>
    </message>
    <message>
        <source>A raw device is read over its whole span: no test file size applies</source>
        <translation>Ein Rohgerät wird über seinen ganzen Bereich gelesen: eine Größe der Testdatei gilt hier nicht</translation>
    </message>
    <message>
        <source>Only read tests run on a raw device: no data is written</source>
        <translation>Auf einem Rohgerät laufen nur Lesetests: Es werden keine Daten geschrieben</translation>
    </message>
    <message>
        <source>%1 ends each pass after a fixed number of requests: no pass length applies</source>
        <translation>%1 beendet jeden Durchlauf nach einer festen Zahl von Anfragen: eine Dauer je Durchlauf gilt hier nicht</translation>
    </message>
    <message>
        <source>%1 runs no warm-up pass: each pass is a fixed number of requests</source>
        <translation>%1 hat keinen Aufwärmdurchlauf: Jeder Durchlauf ist eine feste Zahl von Anfragen</translation>
    </message>
    <message>
        <source>%1 ends each pass after a fixed number of requests: there are no timed rounds to repeat until steady</source>
        <translation>%1 beendet jeden Durchlauf nach einer festen Zahl von Anfragen: Es gibt keine zeitgesteuerten Runden, die bis stabil wiederholt werden könnten</translation>
    </message>
</context>
<context>
    <name>RunStatusText</name>
    <message>
        <source>Test %1 of %2: %3 (a %4 s warm-up, then measured passes)</source>
        <translation>Test %1 von %2: %3 (%4 s Aufwärmen, dann gemessene Durchläufe)</translation>
    </message>
    <message>
        <source>Test %1 of %2: %3 (measured passes, no warm-up)</source>
        <translation>Test %1 von %2: %3 (gemessene Durchläufe, kein Aufwärmen)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>The run failed before its first test ended; see the message below.</source>
        <translation>Der Lauf ist fehlgeschlagen, bevor sein erster Test endete; siehe die Meldung unten.</translation>
    </message>
</context>
<context>
    <name>SettingWords</name>
    <message>
        <source>%1 (a drivebench-cli setting)</source>
        <translation>%1 (eine Einstellung von drivebench-cli)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>steady (beside Passes)</source>
        <translation>stabil (neben Durchläufe)</translation>
    </message>
    <message>
        <source>Rounds (steady ticked)</source>
        <translation>Runden (stabil angehakt)</translation>
    </message>
    <message>
        <source>the whole device (the window asks you to type its name)</source>
        <translation>das ganze Gerät (das Fenster verlangt, dass Sie seinen Namen eingeben)</translation>
    </message>
    <message>
        <source>Bypass the page cache (O_DIRECT)</source>
        <translation>Seitencache umgehen (O_DIRECT)</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>the I/O engine</source>
        <translation>die E/A-Engine</translation>
    </message>
    <message>
        <source>io_uring polling</source>
        <translation>io_uring-Polling</translation>
    </message>
    <message>
        <source>the CPU affinity</source>
        <translation>die CPU-Affinität</translation>
    </message>
    <message>
        <source>a trace (Benchmark ▸ Replay a trace…)</source>
        <translation>ein Trace (Messung ▸ Trace wiedergeben…)</translation>
    </message>
    <message>
        <source>the trace mapping</source>
        <translation>die Trace-Zuordnung</translation>
    </message>
    <message>
        <source>Trace scale</source>
        <translation>Trace-Umfang</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>Dateigröße</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Quick (sampled regions)</source>
        <translation>Schnell (Stichproben)</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>Test in a no-CoW directory</source>
        <translation>In einem No-CoW-Verzeichnis testen</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>the tests</source>
        <translation>die Tests</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>another host</source>
        <translation>ein anderer Host</translation>
    </message>
    <message>
        <source>the results library</source>
        <translation>die Ergebnisbibliothek</translation>
    </message>
    <message>
        <source>the iolog export</source>
        <translation>der iolog-Export</translation>
    </message>
    <message>
        <source>not asking UDisks2</source>
        <translation>keine Abfrage bei UDisks2</translation>
    </message>
    <message>
        <source>the use of a device whose users cannot be checked</source>
        <translation>die Nutzung eines Geräts, dessen Benutzer nicht geprüft werden können</translation>
    </message>
    <message>
        <source>with %1 ticked</source>
        <translation>mit „%1“ angehakt</translation>
    </message>
    <message>
        <source>with %1 unticked</source>
        <translation>mit „%1“ nicht angehakt</translation>
    </message>
    <message>
        <source>with %1 off</source>
        <translation>mit „%1“ aus</translation>
    </message>
    <message>
        <source>with %1 on</source>
        <translation>mit „%1“ an</translation>
    </message>
    <message>
        <source>the whole device %1 (the window asks you to type its name)</source>
        <translation>das ganze Gerät %1 (das Fenster verlangt, dass Sie seinen Namen eingeben)</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <source>Write only</source>
        <translation>Nur schreiben</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>Random data</source>
        <translation>Zufallsdaten</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
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
        <translation>MB/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>1 MB/s = 1,000,000 bytes per second</source>
        <translation>1 MB/s = 1.000.000 Byte pro Sekunde</translation>
    </message>
    <message>
        <source>1 GB/s = 1,000,000,000 bytes per second</source>
        <translation>1 GB/s = 1.000.000.000 Byte pro Sekunde</translation>
    </message>
    <message>
        <source>I/O operations completed per second</source>
        <translation>abgeschlossene E/A-Operationen pro Sekunde</translation>
    </message>
    <message>
        <source>mean completion latency of one I/O in microseconds (lower is better)</source>
        <translation>mittlere Latenz einer E/A in Mikrosekunden (weniger ist besser)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
</context>
<context>
    <name>WarningCodes</name>
    <message>
        <source>Copy-on-write btrfs</source>
        <translation>Copy-on-Write-btrfs</translation>
    </message>
    <message>
        <source>btrfs writes every change to a new place (copy-on-write) and updates checksums and metadata, so random writes measure the filesystem, often at half the drive&apos;s rate. Use a no-CoW directory (chattr +C) or the raw device.</source>
        <translation>btrfs schreibt jede Änderung an eine neue Stelle (Copy-on-Write) und aktualisiert Prüfsummen und Metadaten, sodass zufällige Schreibvorgänge das Dateisystem messen, oft mit der halben Rate des Laufwerks. Nutzen Sie ein No-CoW-Verzeichnis (chattr +C) oder das Rohgerät.</translation>
    </message>
    <message>
        <source>Compressing btrfs</source>
        <translation>Komprimierendes btrfs</translation>
    </message>
    <message>
        <source>The filesystem compresses data (mount option compress or compress-force, or the folder&apos;s compression property): fewer bytes reach the drive than the test counts, so figures are inflated, most with zeros as test data.</source>
        <translation>Das Dateisystem komprimiert Daten (Einhängeoption compress oder compress-force oder die Kompressionseigenschaft des Ordners): weniger Bytes erreichen das Laufwerk, als der Test zählt, daher sind die Werte aufgebläht, am meisten mit Nullen als Testdaten.</translation>
    </message>
    <message>
        <source>Encrypted (dm-crypt)</source>
        <translation>Verschlüsselt (dm-crypt)</translation>
    </message>
    <message>
        <source>The target is on an encrypted device (LUKS or plain dm-crypt): the figures include the encryption&apos;s CPU cost and may be the CPU&apos;s limit rather than the drive&apos;s.</source>
        <translation>Das Ziel liegt auf einem verschlüsselten Gerät (LUKS oder einfaches dm-crypt): die Werte enthalten den CPU-Aufwand der Verschlüsselung und können die Grenze der CPU statt die des Laufwerks sein.</translation>
    </message>
    <message>
        <source>No direct I/O</source>
        <translation>Kein direktes E/A</translation>
    </message>
    <message>
        <source>The filesystem (FUSE such as NTFS-3G or sshfs, or ZFS) does not pass direct I/O to the drive: figures may come from the page cache, in RAM.</source>
        <translation>Das Dateisystem (FUSE wie NTFS-3G oder sshfs, oder ZFS) gibt direktes E/A nicht an das Laufwerk weiter: die Werte können aus dem Seitencache im RAM stammen.</translation>
    </message>
    <message>
        <source>USB bridge</source>
        <translation>USB-Brücke</translation>
    </message>
    <message>
        <source>The drive is connected through a USB bridge (UAS: queued commands; BOT, the usb-storage driver: one command at a time): figures are the bridge&apos;s and the USB link&apos;s as much as the drive&apos;s.</source>
        <translation>Das Laufwerk hängt an einer USB-Brücke (UAS: Befehle in Warteschlange; BOT, der Treiber usb-storage: ein Befehl nach dem anderen): die Werte sind ebenso die der Brücke und der USB-Verbindung wie die des Laufwerks.</translation>
    </message>
    <message>
        <source>Little free space</source>
        <translation>Wenig freier Platz</translation>
    </message>
    <message>
        <source>After the test file, less than a tenth of the filesystem stays free: nearly full filesystems and SSDs are slower, and the run may stop on a full disk.</source>
        <translation>Nach der Testdatei bleibt weniger als ein Zehntel des Dateisystems frei: fast volle Dateisysteme und SSDs sind langsamer, und der Lauf kann an einer vollen Platte enden.</translation>
    </message>
    <message>
        <source>Test file fits in RAM</source>
        <translation>Testdatei passt in den RAM</translation>
    </message>
    <message>
        <source>A buffered run (page cache on) with a test file smaller than twice the RAM: the cache can hold all of it, so reads come from memory.</source>
        <translation>Ein gepufferter Lauf (Seitencache an) mit einer Testdatei kleiner als der doppelte RAM: der Cache kann sie ganz halten, also kommen Lesevorgänge aus dem Speicher.</translation>
    </message>
    <message>
        <source>Another program used the drive</source>
        <translation>Ein anderes Programm nutzte das Laufwerk</translation>
    </message>
    <message>
        <source>During the test the drive&apos;s own counters (/sys/block/…/stat) grew by more than DriveBench&apos;s I/O: another program read or wrote, so the figures are lower than the drive alone gives. The message says by how much.</source>
        <translation>Während des Tests wuchsen die eigenen Zähler des Laufwerks (/sys/block/…/stat) um mehr als das E/A von DriveBench: ein anderes Programm las oder schrieb, also sind die Werte niedriger, als das Laufwerk allein liefert. Die Meldung sagt, um wie viel.</translation>
    </message>
    <message>
        <source>Faster than the link</source>
        <translation>Schneller als die Verbindung</translation>
    </message>
    <message>
        <source>The figure is above what the drive&apos;s current link can carry after line coding (SATA 6 Gb/s: 600 MB/s; PCIe 3.0: 984.6 MB/s per lane; USB 5 Gb/s: 500 MB/s): a cache, compression or emulation served it, not the drive.</source>
        <translation>Der Wert liegt über dem, was die aktuelle Verbindung des Laufwerks nach der Leitungscodierung tragen kann (SATA 6 Gb/s: 600 MB/s; PCIe 3.0: 984,6 MB/s je Lane; USB 5 Gb/s: 500 MB/s): ein Cache, Kompression oder Emulation lieferte ihn, nicht das Laufwerk.</translation>
    </message>
    <message>
        <source>Held back by the link</source>
        <translation>Von der Verbindung gebremst</translation>
    </message>
    <message>
        <source>The figure is within 10 % below the link&apos;s ceiling: the link, not the drive, sets it. A faster port, slot or cable may give more.</source>
        <translation>Der Wert liegt höchstens 10 % unter der Obergrenze der Verbindung: die Verbindung, nicht das Laufwerk, bestimmt ihn. Ein schnellerer Anschluss, Steckplatz oder ein besseres Kabel kann mehr bringen.</translation>
    </message>
    <message>
        <source>Threads shared unevenly</source>
        <translation>Threads ungleich verteilt</translation>
    </message>
    <message>
        <source>A thread of a multi-thread test did less than half of the mean thread&apos;s requests: the threads did not share the drive or the CPUs evenly (other programs, a busy CPU), so the figure is mostly the busier threads&apos;. The cell&apos;s tooltip gives each thread&apos;s share.</source>
        <translation>Ein Thread eines Tests mit mehreren Threads erledigte weniger als die Hälfte der Anfragen des mittleren Threads: Die Threads teilten sich Laufwerk oder CPUs nicht gleichmäßig (andere Programme, eine ausgelastete CPU), daher stammt der Wert vor allem von den fleißigeren Threads. Der Tooltip der Zelle nennt den Anteil jedes Threads.</translation>
    </message>
    <message>
        <source>The drive may sleep between tests</source>
        <translation>Das Laufwerk kann zwischen den Tests schlafen</translation>
    </message>
    <message>
        <source>The pause between tests is longer than the idle time after which the drive goes to its first power-saving state (APST): the drive may sleep between tests; first reads pay its wake-up, which shows in the maximum and the high percentiles, not in MB/s. A shorter Interval avoids it; the Wake-up latency profile measures it.</source>
        <translation>Die Pause zwischen den Tests ist länger als die Leerlaufzeit, nach der das Laufwerk in seinen ersten Energiesparzustand (APST) wechselt: Das Laufwerk kann zwischen den Tests schlafen; die ersten Lesevorgänge zahlen sein Aufwachen, das sich im Maximum und in den hohen Perzentilen zeigt, nicht in MB/s. Ein kürzeres Intervall vermeidet es; das Profil „Wake-up latency“ misst es.</translation>
    </message>
    <message>
        <source>An earlier run&apos;s leftover removed</source>
        <translation>Rest eines früheren Laufs entfernt</translation>
    </message>
    <message>
        <source>On the other host, a directory an earlier DriveBench run made and could not remove (the run was cut off) was removed before this run: its owner record proved it DriveBench&apos;s own (that very directory, a run no longer going, nothing but its test file inside). The figures are not affected.</source>
        <translation>Auf dem anderen Host wurde vor diesem Lauf ein Verzeichnis entfernt, das ein früherer DriveBench-Lauf angelegt hatte und nicht entfernen konnte (der Lauf wurde abgebrochen): Sein Besitzereintrag wies es als DriveBenchs eigenes aus (genau dieses Verzeichnis, ein Lauf, der nicht mehr läuft, nichts außer seiner Testdatei darin). Die Werte sind nicht betroffen.</translation>
    </message>
    <message>
        <source>io_uring features refused</source>
        <translation>io_uring-Funktionen abgelehnt</translation>
    </message>
    <message>
        <source>The environment variable DRIVEBENCH_URING_REFUSE made the engine treat io_uring features as refused (for fallback tests and A/B benchmarks): the figures may be lower than the machine gives.</source>
        <translation>Die Umgebungsvariable DRIVEBENCH_URING_REFUSE ließ die Engine io_uring-Funktionen als abgelehnt behandeln (für Fallback-Tests und A/B-Messungen): Die Werte können niedriger sein, als der Rechner liefert.</translation>
    </message>
    <message>
        <source>Final figures only (fio server)</source>
        <translation>Nur Endwerte (fio-Server)</translation>
    </message>
    <message>
        <source>A run on a fio server: fio&apos;s final figures only (no live samples, no per-thread figures), and no drive, file system or kernel, which a fio server cannot read.</source>
        <translation>Ein Lauf auf einem fio-Server: nur die Endwerte von fio (keine Live-Stichproben, keine Werte je Thread) und kein Laufwerk, Dateisystem oder Kernel, die ein fio-Server nicht lesen kann.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CacheVerdictCard</name>
    <message>
        <source>Cache verdict</source>
        <translation>Cache-Urteil</translation>
    </message>
    <message>
        <source>%1: SLC cache</source>
        <translation>%1: SLC-Cache</translation>
    </message>
    <message>
        <source>%1: SLC cache (incomplete: the write was stopped part-way)</source>
        <translation>%1: SLC-Cache (unvollständig: das Schreiben wurde unterwegs angehalten)</translation>
    </message>
    <message>
        <source>Cache size</source>
        <translation>Cache-Größe</translation>
    </message>
    <message>
        <source>No drop in the write rate was seen</source>
        <translation>Kein Einbruch der Schreibrate zu sehen</translation>
    </message>
    <message>
        <source>more than %1, or none</source>
        <translation>mehr als %1, oder keiner</translation>
    </message>
    <message>
        <source>Write rate throughout</source>
        <translation>Schreibrate durchgehend</translation>
    </message>
    <message>
        <source>The whole write&apos;s rate: MB/s = 10^6 bytes per second</source>
        <translation>Rate des ganzen Schreibvorgangs: MB/s = 10^6 Byte pro Sekunde</translation>
    </message>
    <message>
        <source>No cache cliff within the %1 written: the cache is larger than that, or the drive has none. To find it, write more: a larger test file (Size), or a whole device.</source>
        <translation>Kein Cache-Einbruch in den geschriebenen %1: Der Cache ist größer, oder das Laufwerk hat keinen. Um ihn zu finden, mehr schreiben: eine größere Testdatei (Größe) oder ein ganzes Gerät.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>In the cache</source>
        <translation>Im Cache</translation>
    </message>
    <message>
        <source>Mean write rate before the drop</source>
        <translation>Mittlere Schreibrate vor dem Einbruch</translation>
    </message>
    <message>
        <source>After the cache</source>
        <translation>Nach dem Cache</translation>
    </message>
    <message>
        <source>Mean write rate after the drop (up to the floor, when there is one)</source>
        <translation>Mittlere Schreibrate nach dem Einbruch (bis zum Boden, falls es einen gibt)</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>A second, lower drop: the drive folding its cache, or writing straight to TLC/QLC</source>
        <translation>Ein zweiter, tieferer Einbruch: das Laufwerk leert seinen Cache oder schreibt direkt in TLC/QLC</translation>
    </message>
    <message>
        <source>%1 after %2 written</source>
        <translation>%1 nach %2 geschrieben</translation>
    </message>
    <message>
        <source>none seen</source>
        <translation>keiner zu sehen</translation>
    </message>
    <message>
        <source>%1 or more (all of the burst)</source>
        <translation>%1 oder mehr (der ganze Schub)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Back after %1 s idle</source>
        <translation>Zurück nach %1 s Leerlauf</translation>
    </message>
    <message>
        <source>A burst after the drive was left idle: the bytes it wrote at cache speed</source>
        <translation>Ein Schub, nachdem das Laufwerk ruhte: die Bytes, die er mit Cache-Geschwindigkeit schrieb</translation>
    </message>
    <message>
        <source>The write rate per second is on the curve below; the drop is its change point.</source>
        <translation>Die Schreibrate je Sekunde zeigt die Kurve unten; der Einbruch ist ihr Wendepunkt.</translation>
    </message>
    <message>
        <source>The write rate per second is on the curve below; the drop is its change point. Each idle pause is followed by a burst from the start of the span.</source>
        <translation>Die Schreibrate je Sekunde zeigt die Kurve unten; der Einbruch ist ihr Wendepunkt. Auf jede Leerlaufpause folgt ein Schub vom Anfang des Bereichs.</translation>
    </message>
    <message>
        <source>Cache size %1; in the cache %2; after the cache %3</source>
        <translation>Cache-Größe %1; im Cache %2; nach dem Cache %3</translation>
    </message>
    <message>
        <source>Bytes written at full speed before the rate dropped; ± one bin of the curve (%1 s) at that speed</source>
        <translation>Mit voller Geschwindigkeit geschriebene Bytes vor dem Einbruch; ± ein Abschnitt der Kurve (%1 s) bei dieser Geschwindigkeit</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CapacityConfirmDialog</name>
    <message>
        <source>Overwrite the whole device?</source>
        <translation>Das ganze Gerät überschreiben?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The capacity check writes test data over &lt;b&gt;every byte of %1&lt;/b&gt;%2, then reads it back. &lt;b&gt;Everything on it is lost&lt;/b&gt;: partitions, file systems and files.&lt;/p&gt;&lt;p&gt;To check only the free space and keep the data, cancel and choose a directory on the drive instead.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%3&lt;/b&gt; to confirm:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Kapazitätsprüfung schreibt Testdaten über &lt;b&gt;jedes Byte von %1&lt;/b&gt;%2 und liest sie danach zurück. &lt;b&gt;Alles darauf geht verloren&lt;/b&gt;: Partitionen, Dateisysteme und Dateien.&lt;/p&gt;&lt;p&gt;Um nur den freien Platz zu prüfen und die Daten zu behalten, brechen Sie ab und wählen Sie stattdessen ein Verzeichnis auf dem Laufwerk.&lt;/p&gt;&lt;p&gt;Geben Sie zur Bestätigung &lt;b&gt;%3&lt;/b&gt; ein:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Erase and check %1</source>
        <translation>%1 löschen und prüfen</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::ChartFollower</name>
    <message>
        <source>Follow the running test</source>
        <translation>Dem laufenden Test folgen</translation>
    </message>
    <message>
        <source>Ticked, the charts show each test as it runs; picking another test&apos;s cell unticks it, so the charts keep showing your pick</source>
        <translation>Angekreuzt zeigen die Diagramme jeden Test, während er läuft; die Wahl der Zelle eines anderen Tests nimmt das Häkchen weg, damit die Diagramme weiter Ihre Wahl zeigen</translation>
    </message>
    <message>
        <source>Waiting for the first test…</source>
        <translation>Warten auf den ersten Test…</translation>
    </message>
    <message>
        <source>Live charts: start a run to see each thread&apos;s bandwidth and latency.</source>
        <translation>Live-Diagramme: Starten Sie einen Lauf, um Durchsatz und Latenz jedes Threads zu sehen.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CompareView</name>
    <message>
        <source>The compared runs&apos; figures, bars per test, latency percentiles and curves</source>
        <translation>Die Werte der verglichenen Läufe, Balken je Test, Latenz-Perzentile und Kurven</translation>
    </message>
    <message>
        <source>Select 2 to 6 runs in the history and click Compare.</source>
        <translation>Wählen Sie 2 bis 6 Läufe im Verlauf und klicken Sie auf Vergleichen.</translation>
    </message>
    <message>
        <source>Save as PNG...</source>
        <translation>Als PNG speichern...</translation>
    </message>
    <message>
        <source>Bars per test</source>
        <translation>Balken je Test</translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation>Latenz-Perzentile</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>highest: better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <source>lowest: better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <source>latency (µs, log scale)</source>
        <translation>Latenz (µs, logarithmisch)</translation>
    </message>
    <message>
        <source>None of these runs has curves (surface scan, block-size sweep, sustained write).</source>
        <translation>Keiner dieser Läufe hat Kurven (Oberflächenscan, Blockgrößen-Reihe, Dauerschreiben).</translation>
    </message>
    <message>
        <source>Save comparison</source>
        <translation>Vergleich speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save the comparison table and charts as a PNG picture</source>
        <translation>Vergleichstabelle und Diagramme als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>Comparison table</source>
        <translation>Vergleichstabelle</translation>
    </message>
    <message>
        <source>The test whose latency percentiles are compared</source>
        <translation>Der Test, dessen Latenz-Perzentile verglichen werden</translation>
    </message>
    <message>
        <source>Test for latency percentiles</source>
        <translation>Test für Latenz-Perzentile</translation>
    </message>
    <message>
        <source>The workload whose curves are compared (sweep, surface, sustained write)</source>
        <translation>Die Last, deren Kurven verglichen werden (Sweep, Oberfläche, Dauerschreiben)</translation>
    </message>
    <message>
        <source>Test for curves</source>
        <translation>Test für Kurven</translation>
    </message>
    <message>
        <source>Where each run was made: runs imported from other machines compare with your own</source>
        <translation>Wo jeder Lauf entstand: von anderen Rechnern importierte Läufe lassen sich mit Ihren eigenen vergleichen</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Anbindung</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>raw device</source>
        <translation>Rohgerät</translation>
    </message>
    <message>
        <source>Origin of each run</source>
        <translation>Herkunft jedes Laufs</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <source>neither better nor worse</source>
        <translation>weder besser noch schlechter</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Each test in its own unit, then its other figures; the better run of each row is marked</source>
        <translation>Jeder Test in seiner eigenen Einheit, dann seine weiteren Werte; der bessere Lauf jeder Zeile ist markiert</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>The unit whose tests the bars compare: each test in its own reading</source>
        <translation>Die Einheit, deren Tests die Balken vergleichen: jeder Test in seiner eigenen Messgröße</translation>
    </message>
    <message>
        <source>Unit of the bar chart</source>
        <translation>Einheit des Balkendiagramms</translation>
    </message>
    <message>
        <source>Comparing %1 — each test in its own unit; differences are against the first run that has it</source>
        <translation>Vergleich von %1 — jeder Test in seiner eigenen Einheit; Unterschiede gegenüber dem ersten Lauf, der ihn hat</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) only one run has are listed at the end, not compared.</source>
        <translation>
            <numerusform>%n Test, den nur ein Lauf hat, steht am Ende, ohne Vergleich.</numerusform>
            <numerusform>%n Tests, die nur ein Lauf hat, stehen am Ende, ohne Vergleich.</numerusform>
        </translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1 (%2), %3: read in %4</source>
        <translation>%1 (%2), %3: gemessen in %4</translation>
    </message>
    <message>
        <source>Only in one run (not compared)</source>
        <translation>Nur in einem Lauf (nicht verglichen)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>These runs share no test: nothing to set side by side.</source>
        <translation>Diese Läufe haben keinen gemeinsamen Test: nichts nebeneinanderzustellen.</translation>
    </message>
    <message>
        <source>Each test in its own reading, one chart per unit. Point at a bar for the test&apos;s whole name.</source>
        <translation>Jeder Test in seiner eigenen Messgröße, ein Diagramm je Einheit. Zeigen Sie auf einen Balken für den vollen Testnamen.</translation>
    </message>
    <message>
        <source>unknown drive</source>
        <translation>unbekanntes Laufwerk</translation>
    </message>
    <message>
        <source>DriveBench %1: comparison</source>
        <translation>DriveBench %1: Vergleich</translation>
    </message>
    <message>
        <source>Each test in its own unit; differences against the first run that has it; ★ better.</source>
        <translation>Jeder Test in seiner eigenen Einheit; Unterschiede gegenüber dem ersten Lauf, der ihn hat; ★ besser.</translation>
    </message>
    <message>
        <source>the comparison picture</source>
        <translation>das Vergleichsbild</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Block-size sweep</source>
        <translation>Blockgrößen-Durchlauf</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>seconds per pass</source>
        <translation>Sekunden je Durchlauf</translation>
    </message>
    <message>
        <source>test file size</source>
        <translation>Größe der Testdatei</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>⚠ Settings differ between the runs (%1): the figures may not compare like with like.</source>
        <translation>⚠ Die Einstellungen der Läufe unterscheiden sich (%1): die Werte sind womöglich nicht vergleichbar.</translation>
    </message>
    <message>
        <source>Block-size sweep (%1)</source>
        <translation>Blockgrößen-Durchlauf (%1)</translation>
    </message>
    <message>
        <source>Tests and figures of the comparison</source>
        <translation>Tests und Werte des Vergleichs</translation>
    </message>
    <message>
        <source>Runs that share no test with the others have no figure to set beside theirs</source>
        <translation>Läufe, die keinen Test mit den anderen gemeinsam haben, haben keinen Wert, der sich neben deren Werte stellen ließe</translation>
    </message>
    <message>
        <source>no profile</source>
        <translation>kein Profil</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>Datum unbekannt</translation>
    </message>
    <message>
        <source>host unknown</source>
        <translation>Rechner unbekannt</translation>
    </message>
    <message>
        <source>Show them</source>
        <translation>Einblenden</translation>
    </message>
    <message>
        <source>Fold them away</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Folded away, no test in common with the other runs: %1.</source>
        <translation>Ausgeblendet, kein gemeinsamer Test mit den anderen Läufen: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) only one of these runs has are left out (not compared).</source>
        <translation>
            <numerusform>%n Test, den nur einer dieser Läufe hat, ist ausgelassen (nicht verglichen).</numerusform>
            <numerusform>%n Tests, die nur einer dieser Läufe hat, sind ausgelassen (nicht verglichen).</numerusform>
        </translation>
    </message>
    <message>
        <source>folded away: no test in common</source>
        <translation>ausgeblendet: kein gemeinsamer Test</translation>
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
        <translation>Schreibcache erschöpft</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>%1: %2 · write %3, read %4</source>
        <translation>%1: %2 · Schreiben %3, Lesen %4</translation>
    </message>
    <message>
        <source>cache full after %1</source>
        <translation>Cache voll nach %1</translation>
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
        <translation>Verbindung: %1, unterstützt: %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Link now / max</source>
        <translation>Verbindung jetzt / max.</translation>
    </message>
    <message>
        <source>Capacity: %1, bus: %2</source>
        <translation>Kapazität: %1, Bus: %2</translation>
    </message>
    <message>
        <source>Virtual device: listed while &quot;Show virtual devices&quot; is on.</source>
        <translation>Virtuelles Gerät: wird aufgeführt, solange „Virtuelle Geräte zeigen“ eingeschaltet ist.</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>The drives of the machine DriveBench runs on</source>
        <translation>Die Laufwerke des Rechners, auf dem DriveBench läuft</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>Auf %1</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::DrivePanel</name>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>Test target</source>
        <translation>Testziel</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Test in another directory</source>
        <translation>In einem anderen Verzeichnis testen</translation>
    </message>
    <message>
        <source>%1 is not writable: only read tests could run, and a directory target needs a test file written first. Choose a writable directory.</source>
        <translation>%1 ist nicht beschreibbar: Es könnten nur Lesetests laufen, und ein Verzeichnis braucht zuerst eine geschriebene Testdatei. Wählen Sie ein beschreibbares Verzeichnis.</translation>
    </message>
    <message>
        <source>%1 is mounted read-only or not writable: no test file can be created there.</source>
        <translation>%1 ist schreibgeschützt eingehängt oder nicht beschreibbar: Dort kann keine Testdatei angelegt werden.</translation>
    </message>
    <message>
        <source>Reading %1 directly needs read permission on it: run DriveBench as root or add your user to the &apos;disk&apos; group.</source>
        <translation>Direktes Lesen von %1 braucht Leserechte darauf: Starten Sie DriveBench als root oder nehmen Sie Ihren Benutzer in die Gruppe „disk“ auf.</translation>
    </message>
    <message>
        <source>Test file in %1</source>
        <translation>Testdatei in %1</translation>
    </message>
    <message>
        <source>Select a drive or browse for a directory</source>
        <translation>Laufwerk wählen oder Verzeichnis suchen</translation>
    </message>
    <message>
        <source>No mounted file system on %1 and no access to the device.</source>
        <translation>Kein eingehängtes Dateisystem auf %1 und kein Zugriff auf das Gerät.</translation>
    </message>
    <message>
        <source>Select a drive, or browse for a directory to test in.</source>
        <translation>Wählen Sie ein Laufwerk oder suchen Sie ein Verzeichnis zum Testen.</translation>
    </message>
    <message>
        <source>A test file is created in %1 and removed afterwards.</source>
        <translation>In %1 wird eine Testdatei angelegt und danach entfernt.</translation>
    </message>
    <message>
        <source>No mounted file system on this drive.</source>
        <translation>Kein eingehängtes Dateisystem auf diesem Laufwerk.</translation>
    </message>
    <message>
        <source>Test in directory</source>
        <translation>In Verzeichnis testen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Select a drive to see its identify data and partitions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wählen Sie ein Laufwerk, um seine Identifikationsdaten und Partitionen zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Byte)</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B logisch, %2 B physisch</translation>
    </message>
    <message>
        <source> via %1</source>
        <translation> über %1</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>%1 now, %2 supported</source>
        <translation>%1 jetzt, %2 unterstützt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>rotating (HDD)</source>
        <translation>rotierend (HDD)</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>Halbleiter (SSD)</translation>
    </message>
    <message>
        <source>system disk</source>
        <translation>Systemlaufwerk</translation>
    </message>
    <message>
        <source>removable</source>
        <translation>wechselbar</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Identify data not read: %1</source>
        <translation>Identifikationsdaten nicht gelesen: %1</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>belegt von %1</translation>
    </message>
    <message>
        <source>The drives DriveBench found: model, capacity and link speed, current against maximum (a warning when a drive runs below it). Pick one to test.</source>
        <translation>Die gefundenen Laufwerke: Modell, Kapazität und Verbindungsgeschwindigkeit, aktuell gegen Maximum (mit Warnung, wenn ein Laufwerk darunter läuft). Wählen Sie eines zum Testen.</translation>
    </message>
    <message>
        <source>The selected drive&apos;s identify data, partitions and what uses them</source>
        <translation>Identify-Daten, Partitionen und deren Nutzer des gewählten Laufwerks</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Laufwerksdetails</translation>
    </message>
    <message>
        <source>Where the run goes: a mounted filesystem of the drive (a test file is made there and removed after) or the raw device (read tests only)</source>
        <translation>Wohin der Lauf geht: ein eingehängtes Dateisystem des Laufwerks (dort wird eine Testdatei angelegt und danach entfernt) oder das Rohgerät (nur Lesetests)</translation>
    </message>
    <message>
        <source>%1 does not exist. Choose an existing directory with Browse…, or a drive from the list.</source>
        <translation>%1 existiert nicht. Wählen Sie mit Durchsuchen… ein vorhandenes Verzeichnis oder ein Laufwerk aus der Liste.</translation>
    </message>
    <message>
        <source>⚠ %1 (does not exist)</source>
        <translation>⚠ %1 (existiert nicht)</translation>
    </message>
    <message>
        <source>A raw device or file runs read tests only: writes would destroy its data (only the capacity check writes to a whole device, once you type its name).</source>
        <translation>Ein Gerät oder eine Datei direkt: nur Lesetests, denn Schreiben würde die Daten zerstören (nur die Kapazitätsprüfung schreibt auf ein ganzes Gerät, nachdem Sie seinen Namen eingegeben haben).</translation>
    </message>
    <message>
        <source>Identity: no reference for this model</source>
        <translation>Identität: keine Referenz für dieses Modell</translation>
    </message>
    <message>
        <source>Identity: consistent with %1 (%2 of %3 checks match; one difference alone is no reason for doubt: %4)</source>
        <translation>Identität: stimmt mit %1 überein (%2 von %3 Prüfungen passen; eine einzelne Abweichung ist kein Grund zum Zweifel: %4)</translation>
    </message>
    <message>
        <source>Identity: consistent with %1 (%2 checks)</source>
        <translation>Identität: stimmt mit %1 überein (%2 Prüfungen)</translation>
    </message>
    <message>
        <source>Identity: does not match %1 of %2 checks for %3: %4. Identity data alone does not prove a fake; the capacity check does (profile &quot;Capacity and integrity check&quot;).</source>
        <translation>Identität: %1 von %2 Prüfungen für %3 passen nicht: %4. Identitätsdaten allein beweisen keine Fälschung; das tut die Kapazitätsprüfung (Profil „Capacity and integrity check“).</translation>
    </message>
    <message>
        <source>The kernel refuses to open %1 even to root here, as a container&apos;s device rules or lockdown do: test in a directory on the drive instead.</source>
        <translation>Der Kernel verweigert hier sogar root das Öffnen von %1, wie es die Geräteregeln eines Containers oder Lockdown tun: Testen Sie stattdessen in einem Verzeichnis auf dem Laufwerk.</translation>
    </message>
    <message>
        <source>Show virtual devices</source>
        <translation>Virtuelle Geräte zeigen</translation>
    </message>
    <message>
        <source>Loop devices with no file system mounted or attached read-only (snaps) and zram: listed after the drives while this is on</source>
        <translation>Loop-Geräte ohne eingehängtes Dateisystem oder schreibgeschützt angebunden (Snaps) sowie zram: werden nach den Laufwerken aufgeführt, solange dies eingeschaltet ist</translation>
    </message>
    <message>
        <source>Show virtual devices (%1)</source>
        <translation>Virtuelle Geräte zeigen (%1)</translation>
    </message>
    <message>
        <source>Raw device: read tests only over the whole drive; writes would destroy its data (only the capacity check writes here, once you type the device&apos;s name).</source>
        <translation>Rohgerät: nur Lesetests über das ganze Laufwerk; Schreiben würde seine Daten zerstören (nur die Kapazitätsprüfung schreibt hier, nachdem Sie den Namen des Geräts eingegeben haben).</translation>
    </message>
    <message>
        <source>%1 (raw device)</source>
        <translation>%1 (Rohgerät)</translation>
    </message>
    <message>
        <source>%1 — probing…</source>
        <translation>%1 — wird abgefragt…</translation>
    </message>
    <message>
        <source>Asking %1 for its drives over SSH (read-only)</source>
        <translation>%1 wird über SSH nach seinen Laufwerken gefragt (nur lesend)</translation>
    </message>
    <message>
        <source>%1 — not listed</source>
        <translation>%1 — nicht aufgelistet</translation>
    </message>
    <message>
        <source>%1
Fix: %2</source>
        <translation>%1
Lösung: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · no fio</source>
        <translation>%1 · kein fio</translation>
    </message>
    <message>
        <source>%1: %2, %3, user %4</source>
        <translation>%1: %2, %3, Benutzer %4</translation>
    </message>
    <message>
        <source>Add host…</source>
        <translation>Host hinzufügen…</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Host entfernen</translation>
    </message>
    <message>
        <source>Probe %1 again</source>
        <translation>%1 erneut abfragen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>The target is on this host: type a directory as it is named there</source>
        <translation>Das Ziel liegt auf diesem Host: Geben Sie ein Verzeichnis so ein, wie es dort heißt</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <source>%1 cannot run tests yet: %2</source>
        <translation>%1 kann noch keine Tests ausführen: %2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting for %1 and remove it from the list</source>
        <translation>Nicht länger auf %1 warten und ihn aus der Liste entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the list (nothing on it changes)</source>
        <translation>%1 aus der Liste entfernen (dort ändert sich nichts)</translation>
    </message>
    <message>
        <source>Remove the selected host from the list (nothing on it changes)</source>
        <translation>Den ausgewählten Host aus der Liste entfernen (dort ändert sich nichts)</translation>
    </message>
    <message>
        <source>a directory there, such as /srv/bench</source>
        <translation>ein Verzeichnis dort, etwa /srv/bench</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a path on %2: type an absolute directory as it is named there, such as /srv/bench.</source>
        <translation>„%1“ ist kein Pfad auf %2: Geben Sie ein absolutes Verzeichnis so ein, wie es dort heißt, etwa /srv/bench.</translation>
    </message>
    <message>
        <source>%1 on %2 is a drive: read tests only; DriveBench never writes to a device of another host.</source>
        <translation>%1 auf %2 ist ein Laufwerk: nur Lesetests; DriveBench schreibt nie auf ein Gerät eines anderen Hosts.</translation>
    </message>
    <message>
        <source>Asking %1 for its drives… You can type a directory there once it answers.</source>
        <translation>%1 wird nach seinen Laufwerken gefragt… Sobald er antwortet, können Sie dort ein Verzeichnis eingeben.</translation>
    </message>
    <message>
        <source>Type a directory on %1 to test in: it must exist there and be writable. DriveBench makes its test file in it and removes it afterwards.</source>
        <translation>Geben Sie ein Verzeichnis auf %1 ein, in dem getestet wird: Es muss dort existieren und beschreibbar sein. DriveBench legt darin seine Testdatei an und entfernt sie danach.</translation>
    </message>
    <message>
        <source>A test file is created in %1 on the host and removed afterwards; the host checks the directory when the run starts.</source>
        <translation>Eine Testdatei wird in %1 auf dem Host angelegt und danach entfernt; der Host prüft das Verzeichnis, wenn der Lauf beginnt.</translation>
    </message>
    <message>
        <source>Probing: asking the host for its drives over SSH (read-only)…</source>
        <translation>Abfrage: Der Host wird über SSH nach seinen Laufwerken gefragt (nur lesend)…</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>fio</source>
        <translation>fio</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Runs there are fio&apos;s sequential and random tests; type a directory on the host as the test target, or pick one of its drives for read tests.</source>
        <translation>Läufe dort sind die sequenziellen und zufälligen Tests von fio; geben Sie ein Verzeichnis auf dem Host als Testziel ein, oder wählen Sie eines seiner Laufwerke für Lesetests.</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>Auf %1</translation>
    </message>
    <message>
        <source>Asking the fio server %1 for its release</source>
        <translation>Der fio-Server %1 wird nach seiner Version gefragt</translation>
    </message>
    <message>
        <source>%1 · fio server, %2</source>
        <translation>%1 · fio-Server, %2</translation>
    </message>
    <message>
        <source>%1: a running fio server (%2). It lists no drives; type a directory there as the test target. It reports each test&apos;s figures when the test ends.</source>
        <translation>%1: ein laufender fio-Server (%2). Er listet keine Laufwerke; geben Sie dort ein Verzeichnis als Testziel ein. Er meldet die Werte jedes Tests, wenn der Test endet.</translation>
    </message>
    <message>
        <source>List the drives of another machine over SSH and test there with fio (ssh must log in without a password; fio must be installed there), or add a running fio server (fio://NAME)</source>
        <translation>Die Laufwerke eines anderen Rechners über SSH auflisten und dort mit fio testen (ssh muss sich ohne Passwort anmelden; fio muss dort installiert sein), oder einen laufenden fio-Server hinzufügen (fio://NAME)</translation>
    </message>
    <message>
        <source>Another machine to test, reached over SSH: [ssh://][USER@]NAME[:PORT], such as pi@nas.
ssh must log in there without a password (a key), and fio must be installed there.
Or a running fio server: fio://NAME[:PORT] or fio:///path/to/socket (the same fio release as here).
DriveBench reads its drive list at once; nothing is written there before you start a run.</source>
        <translation>Ein anderer Rechner zum Testen, über SSH erreicht: [ssh://][USER@]NAME[:PORT], etwa pi@nas.
ssh muss sich dort ohne Passwort anmelden (mit einem Schlüssel), und fio muss dort installiert sein.
Oder ein laufender fio-Server: fio://NAME[:PORT] oder fio:///path/to/socket (dieselbe fio-Version wie hier).
DriveBench liest seine Laufwerksliste sofort; dort wird nichts geschrieben, bevor Sie einen Lauf starten.</translation>
    </message>
    <message>
        <source>%1 was not added: nothing was sent to it.</source>
        <translation>%1 wurde nicht hinzugefügt: Nichts wurde an ihn gesendet.</translation>
    </message>
    <message>
        <source>Bind the fio server to a unix socket or 127.0.0.1 and reach it through an SSH tunnel.</source>
        <translation>Binden Sie den fio-Server an einen Unix-Socket oder 127.0.0.1 und erreichen Sie ihn über einen SSH-Tunnel.</translation>
    </message>
    <message>
        <source>Probing: asking the fio server for its release…</source>
        <translation>Abfrage: Der fio-Server wird nach seiner Version gefragt…</translation>
    </message>
    <message>
        <source>fio server</source>
        <translation>fio-Server</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>A running fio server: it lists no drives and reports each test&apos;s figures when the test ends (no live charts). Type an existing directory there as the test target.</source>
        <translation>Ein laufender fio-Server: Er listet keine Laufwerke und meldet die Werte jedes Tests, wenn der Test endet (keine Live-Diagramme). Geben Sie dort ein vorhandenes Verzeichnis als Testziel ein.</translation>
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
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>Baseline: the drive&apos;s first run</source>
        <translation>Bezug: erster Lauf des Laufwerks</translation>
    </message>
    <message>
        <source>Baseline: median of the earlier runs</source>
        <translation>Bezug: Median der früheren Läufe</translation>
    </message>
    <message>
        <source>% of baseline</source>
        <translation>% des Bezugs</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Bezug</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Neuester</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Run-to-run spread: the largest change of an earlier run from its baseline, or the widest pass-to-pass spread of a run, whichever is larger</source>
        <translation>Streuung von Lauf zu Lauf: die größte Abweichung eines früheren Laufs von seinem Bezug oder die größte Streuung zwischen den Durchläufen eines Laufs, je nachdem, was größer ist</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n run(s) over time</source>
        <translation>
            <numerusform>%1: %n Lauf im Zeitverlauf</numerusform>
            <numerusform>%1: %n Läufe im Zeitverlauf</numerusform>
        </translation>
    </message>
    <message>
        <source>one run: nothing to compare yet</source>
        <translation>ein Lauf: noch nichts zu vergleichen</translation>
    </message>
    <message>
        <source>%1 % slower than this drive&apos;s baseline: check its health, free space and firmware</source>
        <translation>%1 % langsamer als der Bezug dieses Laufwerks: prüfen Sie seinen Zustand, den freien Platz und die Firmware</translation>
    </message>
    <message>
        <source>within the drive&apos;s run-to-run spread</source>
        <translation>innerhalb der Streuung des Laufwerks von Lauf zu Lauf</translation>
    </message>
    <message>
        <source>faster than the baseline</source>
        <translation>schneller als der Bezug</translation>
    </message>
    <message>
        <source>What each run is compared with: the drive&apos;s first run, or the median of the runs before it</source>
        <translation>Womit jeder Lauf verglichen wird: mit dem ersten Lauf des Laufwerks oder dem Median der Läufe davor</translation>
    </message>
    <message>
        <source>Trend baseline</source>
        <translation>Basis des Verlaufs</translation>
    </message>
    <message>
        <source>Each test&apos;s latest headline against the drive&apos;s baseline, with the change and whether it is beyond the run-to-run spread</source>
        <translation>Der letzte Hauptwert jedes Tests gegenüber der Basis des Laufwerks, mit der Änderung und ob sie die Streuung zwischen Läufen übersteigt</translation>
    </message>
    <message>
        <source>Drive trend table</source>
        <translation>Verlaufstabelle des Laufwerks</translation>
    </message>
    <message>
        <source>A drop is flagged only when: the runs have the same profile and settings; the run-to-run spread is measured (%1 or more such runs, or %2 or more passes in each); and the latest run is below the baseline by more than that spread and by at least %3 %.</source>
        <translation>Ein Einbruch wird nur gemeldet, wenn: die Läufe dasselbe Profil und dieselben Einstellungen haben; die Streuung zwischen Läufen gemessen ist (%1 oder mehr solcher Läufe oder %2 oder mehr Durchläufe in jedem); und der letzte Lauf um mehr als diese Streuung und um mindestens %3 % unter der Basis liegt.</translation>
    </message>
    <message>
        <source>one run with these settings: nothing to compare yet</source>
        <translation>ein Lauf mit diesen Einstellungen: noch nichts zu vergleichen</translation>
    </message>
    <message>
        <source>%1 % lower, not judged: %2 runs of %3 pass(es) do not measure the run-to-run spread</source>
        <translation>%1 % niedriger, nicht bewertet: %2 Läufe mit %3 Durchlauf/Durchläufen messen die Streuung zwischen Läufen nicht</translation>
    </message>
    <message numerus="yes">
        <source>(%n run(s) with other settings left out)</source>
        <translation>
            <numerusform>(%n Lauf mit anderen Einstellungen ausgelassen)</numerusform>
            <numerusform>(%n Läufe mit anderen Einstellungen ausgelassen)</numerusform>
        </translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>%1 % higher, not judged: %2 runs of %3 pass(es) do not measure the run-to-run spread</source>
        <translation>%1 % höher, nicht bewertet: %2 Läufe mit %3 Durchlauf/Durchläufen messen die Streuung zwischen Läufen nicht</translation>
    </message>
    <message>
        <source>unchanged, not judged: %1 runs of %2 pass(es) do not measure the run-to-run spread</source>
        <translation>unverändert, nicht bewertet: %1 Läufe mit %2 Durchlauf/Durchläufen messen die Streuung zwischen Läufen nicht</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HealthView</name>
    <message>
        <source>Drive health</source>
        <translation>Laufwerkszustand</translation>
    </message>
    <message>
        <source>Health status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Vorsicht</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Schlecht</translation>
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
        <translation>Warnung bei %1 °C</translation>
    </message>
    <message>
        <source>critical at %1 °C</source>
        <translation>kritisch bei %1 °C</translation>
    </message>
    <message>
        <source>Serial: %1</source>
        <translation>Seriennummer: %1</translation>
    </message>
    <message>
        <source>Firmware: %1</source>
        <translation>Firmware: %1</translation>
    </message>
    <message>
        <source>Temperature limits: %1</source>
        <translation>Temperaturgrenzen: %1</translation>
    </message>
    <message>
        <source>The health data could not be read: %1</source>
        <translation>Die Zustandsdaten konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No temperature sensor (hwmon) for this drive.</source>
        <translation>Kein Temperatursensor (hwmon) für dieses Laufwerk.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <source>Power on: %1 hours, %2 power cycles</source>
        <translation>Betriebszeit: %1 Stunden, %2 Einschaltvorgänge</translation>
    </message>
    <message>
        <source>Host writes: %1, host reads: %2</source>
        <translation>Host-Schreibvorgänge: %1, Host-Lesevorgänge: %2</translation>
    </message>
    <message>
        <source>Critical warning</source>
        <translation>Kritische Warnung</translation>
    </message>
    <message>
        <source>Composite temperature (°C)</source>
        <translation>Gesamttemperatur (°C)</translation>
    </message>
    <message>
        <source>Available spare (%)</source>
        <translation>Verfügbare Reserve (%)</translation>
    </message>
    <message>
        <source>Available spare threshold (%)</source>
        <translation>Schwelle der verfügbaren Reserve (%)</translation>
    </message>
    <message>
        <source>Percentage used (%)</source>
        <translation>Abnutzung (%)</translation>
    </message>
    <message>
        <source>Data units read</source>
        <translation>Gelesene Dateneinheiten</translation>
    </message>
    <message>
        <source>Data units written</source>
        <translation>Geschriebene Dateneinheiten</translation>
    </message>
    <message>
        <source>Host read commands</source>
        <translation>Host-Lesebefehle</translation>
    </message>
    <message>
        <source>Host write commands</source>
        <translation>Host-Schreibbefehle</translation>
    </message>
    <message>
        <source>Controller busy time (min)</source>
        <translation>Controller beschäftigt (min)</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Einschaltvorgänge</translation>
    </message>
    <message>
        <source>Power on hours</source>
        <translation>Betriebsstunden</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Unsichere Abschaltungen</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>Medien- und Datenintegritätsfehler</translation>
    </message>
    <message>
        <source>Error log entries</source>
        <translation>Einträge im Fehlerprotokoll</translation>
    </message>
    <message>
        <source>Warning temperature time (min)</source>
        <translation>Zeit über Warntemperatur (min)</translation>
    </message>
    <message>
        <source>Critical temperature time (min)</source>
        <translation>Zeit über kritischer Temperatur (min)</translation>
    </message>
    <message>
        <source>Thermal throttling transitions (TMT1, TMT2)</source>
        <translation>Thermische Drosselungen (TMT1, TMT2)</translation>
    </message>
    <message>
        <source>Thermal throttling time, s (TMT1, TMT2)</source>
        <translation>Dauer thermischer Drosselung, s (TMT1, TMT2)</translation>
    </message>
    <message>
        <source>Warning temperature WCTEMP (°C)</source>
        <translation>Warntemperatur WCTEMP (°C)</translation>
    </message>
    <message>
        <source>Critical temperature CCTEMP (°C)</source>
        <translation>Kritische Temperatur CCTEMP (°C)</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Power on: %1 hours</source>
        <translation>Betriebszeit: %1 Stunden</translation>
    </message>
    <message>
        <source>Host writes: %1</source>
        <translation>Host-Schreibvorgänge: %1</translation>
    </message>
    <message>
        <source>Temperature seen: %1 to %2 °C</source>
        <translation>Gemessene Temperatur: %1 bis %2 °C</translation>
    </message>
    <message>
        <source>Self-test: %1</source>
        <translation>Selbsttest: %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechtester</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Rohwert</translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>At or below its threshold now</source>
        <translation>Jetzt auf oder unter seiner Schwelle</translation>
    </message>
    <message>
        <source>Was at or below its threshold</source>
        <translation>War auf oder unter seiner Schwelle</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HelpDialog</name>
    <message>
        <source>What does this mean? — DriveBench</source>
        <translation>Was bedeutet das? — DriveBench</translation>
    </message>
    <message>
        <source>DriveBench help</source>
        <translation>DriveBench-Hilfe</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>What each test, figure, verdict, warning and setting means</source>
        <translation>Was jeder Test, Wert, jedes Urteil, jede Warnung und Einstellung bedeutet</translation>
    </message>
    <message>
        <source>What each test, figure, verdict, warning and setting means; Tab moves on to the Close button</source>
        <translation>Was jeder Test, Wert, jedes Urteil, jede Warnung und Einstellung bedeutet; Tab springt zur Schaltfläche Schließen</translation>
    </message>
    <message>
        <source>Close the help (Esc)</source>
        <translation>Hilfe schließen (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>DriveBench measures how fast a drive reads and writes. Each name below is what the window, the exports and the command line show.</source>
        <translation>DriveBench misst, wie schnell ein Laufwerk liest und schreibt. Jeder Name unten ist das, was Fenster, Exporte und Kommandozeile zeigen.</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>How to read a test name</source>
        <translation>Wie man einen Testnamen liest</translation>
    </message>
    <message>
        <source>SEQ or RND: sequential (one request after the other, as copying a large file) or random (requests anywhere in the test file, as a system disk&apos;s work). 1M or 4K: the request size, 1 MiB or 4 KiB. Q: the queue depth, requests each thread keeps in flight. T: the number of threads.</source>
        <translation>SEQ oder RND: sequenziell (eine Anfrage nach der anderen, wie beim Kopieren einer großen Datei) oder zufällig (Anfragen irgendwo in der Testdatei, wie die Arbeit einer Systemplatte). 1M oder 4K: die Anfragegröße, 1 MiB oder 4 KiB. Q: die Warteschlangentiefe, also wie viele Anfragen jeder Thread gleichzeitig offen hält. T: die Anzahl der Threads.</translation>
    </message>
    <message>
        <source>Sequential 1 MiB requests, 8 in flight, one thread: the drive&apos;s top transfer rate, what the box promises. Copying large files comes close to it.</source>
        <translation>Sequenzielle 1-MiB-Anfragen, 8 gleichzeitig, ein Thread: die höchste Übertragungsrate des Laufwerks, die auf der Verpackung steht. Das Kopieren großer Dateien kommt ihr nahe.</translation>
    </message>
    <message>
        <source>Sequential 1 MiB, one at a time: a single program streaming one file.</source>
        <translation>Sequenziell 1 MiB, eine nach der anderen: ein einzelnes Programm, das eine Datei streamt.</translation>
    </message>
    <message>
        <source>Random 4 KiB, one at a time: the latency of a single small read or write. This is what starting programs, opening folders and booting mostly wait for.</source>
        <translation>Zufällig 4 KiB, eine nach der anderen: die Latenz eines einzelnen kleinen Lese- oder Schreibvorgangs. Darauf warten Programmstarts, das Öffnen von Ordnern und der Systemstart meistens.</translation>
    </message>
    <message>
        <source>Why queue depth 1 matters</source>
        <translation>Warum Warteschlangentiefe 1 zählt</translation>
    </message>
    <message>
        <source>A desktop rarely has more than one or two requests waiting. At queue depth 1 the drive cannot hide its latency behind other work, so RND4K Q1T1 shows the delay you feel; high queue depths show what the drive could do under load. Two drives with the same Q32 figure can differ several times at Q1.</source>
        <translation>Ein Desktop hat selten mehr als ein oder zwei wartende Anfragen. Bei Tiefe 1 kann das Laufwerk seine Latenz nicht hinter anderer Arbeit verstecken, daher zeigt RND4K Q1T1 die Verzögerung, die man spürt; hohe Tiefen zeigen, was das Laufwerk unter Last könnte. Zwei Laufwerke mit gleichem Q32-Wert können sich bei Q1 um ein Mehrfaches unterscheiden.</translation>
    </message>
    <message>
        <source>Seek and access time</source>
        <translation>Such- und Zugriffszeit</translation>
    </message>
    <message>
        <source>How long one random read takes, in milliseconds: the full-stroke seek of a hard disk, or an SSD&apos;s access time. Lower is better; the tests count operations instead of running for a set time.</source>
        <translation>Wie lange ein zufälliger Lesevorgang dauert, in Millisekunden: die Vollhub-Suchzeit einer Festplatte oder die Zugriffszeit einer SSD. Weniger ist besser; diese Tests zählen Operationen, statt eine feste Zeit zu laufen.</translation>
    </message>
    <message>
        <source>AS SSD profile</source>
        <translation>AS-SSD-Profil</translation>
    </message>
    <message>
        <source>AS SSD Benchmark&apos;s tests: Seq (16 MiB requests), 4K (QD1), 4K-64Thrd (64 threads) and Acc.time, with its score: Read = Seq × 0.1 + 4K + 4K-64Thrd, Write likewise, Total weighting the reads and writes as AS SSD does.</source>
        <translation>Die Tests von AS SSD Benchmark: Seq (16-MiB-Anfragen), 4K (QD1), 4K-64Thrd (64 Threads) und Acc.time, mit seiner Punktzahl: Lesen = Seq × 0,1 + 4K + 4K-64Thrd, Schreiben ebenso, Gesamt gewichtet Lesen und Schreiben wie AS SSD.</translation>
    </message>
    <message>
        <source>Trace replay</source>
        <translation>Trace-Wiedergabe</translation>
    </message>
    <message>
        <source>Plays back recorded I/O (fio iolog or blkparse text), with the recorded timing or without the idle gaps, and judges it like AnandTech&apos;s Storage Bench: average data rate, mean and 99th-percentile latency, and the share of I/Os slower than 10 ms and 100 ms. Benchmark ▸ Replay a trace… picks the file.</source>
        <translation>Spielt aufgezeichnete E/A ab (fio-iolog oder blkparse-Text), mit der aufgezeichneten Zeitfolge oder ohne die Leerlaufpausen, und bewertet sie wie AnandTechs Storage Bench: durchschnittliche Datenrate, mittlere Latenz und 99.-Perzentil-Latenz sowie der Anteil der E/A langsamer als 10 ms und 100 ms. Messung ▸ Trace wiedergeben… wählt die Datei.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Megabytes per second, 1 MB = 10^6 bytes (as CrystalDiskMark and drive makers count). MiB/s counts 2^20 bytes: 1 MiB/s = 1.048576 MB/s.</source>
        <translation>Megabyte pro Sekunde, 1 MB = 10^6 Byte (wie CrystalDiskMark und Laufwerkshersteller zählen). MiB/s zählt 2^20 Byte: 1 MiB/s = 1,048576 MB/s.</translation>
    </message>
    <message>
        <source>Completed requests (I/O operations) per second. For 4 KiB requests, MB/s = IOPS × 4096 / 10^6.</source>
        <translation>Abgeschlossene Anfragen (E/A-Operationen) pro Sekunde. Für 4-KiB-Anfragen gilt MB/s = IOPS × 4096 / 10^6.</translation>
    </message>
    <message>
        <source>µs, ms</source>
        <translation>µs, ms</translation>
    </message>
    <message>
        <source>Microseconds (millionths of a second) and milliseconds. Latency is the time from sending a request to its completion.</source>
        <translation>Mikrosekunden (Millionstel Sekunden) und Millisekunden. Latenz ist die Zeit vom Absenden einer Anfrage bis zu ihrem Abschluss.</translation>
    </message>
    <message>
        <source>Percentiles (p50, p99, p99.9)</source>
        <translation>Perzentile (p50, p99, p99.9)</translation>
    </message>
    <message>
        <source>p99 = 300 µs means 99 of 100 requests finished within 300 µs and one took longer. p50 is the median; the high percentiles show the stalls a mean hides.</source>
        <translation>p99 = 300 µs bedeutet: 99 von 100 Anfragen waren innerhalb von 300 µs fertig, eine brauchte länger. p50 ist der Median; die hohen Perzentile zeigen die Hänger, die ein Mittelwert versteckt.</translation>
    </message>
    <message>
        <source>Best of passes</source>
        <translation>Bester der Durchläufe</translation>
    </message>
    <message>
        <source>Each test runs a discarded warm-up pass, then several measured passes. The headline is the best pass (as CrystalDiskMark) or their mean, as the settings line says.</source>
        <translation>Jeder Test läuft zuerst einen verworfenen Aufwärmdurchlauf, dann mehrere gemessene Durchläufe. Der Hauptwert ist der beste Durchlauf (wie bei CrystalDiskMark) oder ihr Mittel, wie die Einstellungszeile sagt.</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Minimum, maximum and standard deviation of the figure over the measured passes, in the cell&apos;s tooltip: a large spread means the drive&apos;s speed changed during the run (cache filling, heat, other programs).</source>
        <translation>Minimum, Maximum und Standardabweichung des Werts über die gemessenen Durchläufe, im Tooltip der Zelle: eine große Streuung heißt, die Geschwindigkeit des Laufwerks änderte sich während des Laufs (Cache füllt sich, Wärme, andere Programme).</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>Zwischengespeichert</translation>
    </message>
    <message>
        <source>With O_DIRECT off the page cache takes part: the figures are memory&apos;s as much as the drive&apos;s, and the result says so.</source>
        <translation>Ohne O_DIRECT wirkt der Seitencache mit: die Werte sind ebenso die des Speichers wie die des Laufwerks, und das Ergebnis sagt das.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Urteile</translation>
    </message>
    <message>
        <source>Average data rate</source>
        <translation>Durchschnittliche Datenrate</translation>
    </message>
    <message>
        <source>Of a trace: bytes moved divided by the time the drive was busy (the playback time less the idle gaps). Higher is better.</source>
        <translation>Eines Traces: bewegte Bytes geteilt durch die Zeit, in der das Laufwerk beschäftigt war (Wiedergabezeit ohne die Leerlaufpausen). Mehr ist besser.</translation>
    </message>
    <message>
        <source>I/Os over 10 ms / 100 ms</source>
        <translation>E/A über 10 ms / 100 ms</translation>
    </message>
    <message>
        <source>The share of a trace&apos;s requests slower than 10 ms (a hitch) and 100 ms (a stall you notice). Lower is better.</source>
        <translation>Der Anteil der Anfragen eines Traces, die langsamer als 10 ms (ein Ruckler) und 100 ms (ein spürbarer Hänger) waren. Weniger ist besser.</translation>
    </message>
    <message>
        <source>Partition alignment</source>
        <translation>Partitionsausrichtung</translation>
    </message>
    <message>
        <source>Whether the partition starts on a multiple of the drive&apos;s physical block: a misaligned partition makes the drive read or write two blocks for one.</source>
        <translation>Ob die Partition auf einem Vielfachen des physischen Blocks des Laufwerks beginnt: eine falsch ausgerichtete Partition lässt das Laufwerk für einen Block zwei lesen oder schreiben.</translation>
    </message>
    <message>
        <source>Write-cache cliff</source>
        <translation>Schreibcache-Klippe</translation>
    </message>
    <message>
        <source>The sustained-write test finds where an SSD&apos;s fast cache runs out and its speed drops, and says after how many gigabytes.</source>
        <translation>Der Dauerschreibtest findet, wo der schnelle Cache einer SSD erschöpft ist und ihre Geschwindigkeit fällt, und sagt, nach wie vielen Gigabyte.</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>Verbindungsgeschwindigkeit</translation>
    </message>
    <message>
        <source>The drive list shows the link the drive trained at against the most drive and port support, and warns when it runs below.</source>
        <translation>Die Laufwerksliste zeigt die ausgehandelte Verbindung des Laufwerks gegen das, was Laufwerk und Anschluss höchstens können, und warnt, wenn sie darunter liegt.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Shown before Start and kept in the result. A warning never stops a run; a ⚠ in a result cell marks a figure it concerns (red: it cannot be the drive&apos;s).</source>
        <translation>Vor dem Start gezeigt und im Ergebnis behalten. Eine Warnung hält keinen Lauf an; ein ⚠ in einer Ergebniszelle markiert einen betroffenen Wert (rot: er kann nicht vom Laufwerk stammen).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Which tests run: default (CrystalDiskMark&apos;s four), peak, real, nvme, AS SSD, seek, sweeps, surface, traces and more.</source>
        <translation>Welche Tests laufen: default (die vier von CrystalDiskMark), peak, real, nvme, AS SSD, seek, Sweeps, Oberfläche, Traces und mehr.</translation>
    </message>
    <message>
        <source>Reads and writes, only reads, only writes, or a read/write mix.</source>
        <translation>Lesen und Schreiben, nur Lesen, nur Schreiben oder eine Lese-/Schreibmischung.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>The test file&apos;s size. Larger than the drive&apos;s cache shows its sustained speed; smaller shows the cache.</source>
        <translation>Die Größe der Testdatei. Größer als der Cache des Laufwerks zeigt seine Dauergeschwindigkeit; kleiner zeigt den Cache.</translation>
    </message>
    <message>
        <source>Passes, Duration</source>
        <translation>Durchläufe, Dauer</translation>
    </message>
    <message>
        <source>How many measured passes each test runs, and how long each takes.</source>
        <translation>Wie viele gemessene Durchläufe jeder Test hat und wie lange jeder dauert.</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>A discarded pass before each test, so the drive is awake and busy.</source>
        <translation>Ein verworfener Durchlauf vor jedem Test, damit das Laufwerk wach und beschäftigt ist.</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>A pause between tests, so an SSD&apos;s cache can empty.</source>
        <translation>Eine Pause zwischen den Tests, damit sich der Cache einer SSD leeren kann.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Random data defeats compression in the drive or filesystem; zeros compress to nothing and can inflate figures.</source>
        <translation>Zufallsdaten vereiteln Kompression im Laufwerk oder Dateisystem; Nullen komprimieren zu nichts und können Werte aufblähen.</translation>
    </message>
    <message>
        <source>Bypass the page cache (O_DIRECT)</source>
        <translation>Seitencache umgehen (O_DIRECT)</translation>
    </message>
    <message>
        <source>On: requests go to the drive. Off: through the page cache in RAM.</source>
        <translation>An: Anfragen gehen zum Laufwerk. Aus: über den Seitencache im RAM.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>F5 starts a run, Esc stops it, Ctrl+R reads the drive list again, Ctrl+H shows the drive&apos;s health, Ctrl+T replays a trace, Ctrl+S saves the result as JSON, Ctrl+Shift+S saves a picture of the result panel, Ctrl+Shift+C copies the result as text, F1 opens this help, Ctrl+Q quits. Alt and the underlined letter reaches each menu and setting, Tab moves between controls.</source>
        <translation>F5 startet einen Lauf, Esc hält ihn an, Ctrl+R liest die Laufwerksliste neu, Ctrl+H zeigt den Zustand des Laufwerks, Ctrl+T spielt einen Trace ab, Ctrl+S speichert das Ergebnis als JSON, Ctrl+Shift+S speichert ein Bild der Ergebnistafel, Ctrl+Shift+C kopiert das Ergebnis als Text, F1 öffnet diese Hilfe, Ctrl+Q beendet. Alt und der unterstrichene Buchstabe erreichen jedes Menü und jede Einstellung, Tab wechselt zwischen den Bedienelementen.</translation>
    </message>
    <message>
        <source>Steady state</source>
        <translation>Stabiler Zustand</translation>
    </message>
    <message>
        <source>Passes: steady</source>
        <translation>Durchläufe: stabil</translation>
    </message>
    <message>
        <source>Ticked, each timed test repeats in rounds until it is steady; the number beside it is then the most rounds, instead of the passes.</source>
        <translation>Angekreuzt wiederholt sich jeder zeitgesteuerte Test in Runden, bis er stabil ist; die Zahl daneben ist dann die höchste Rundenzahl statt der Durchläufe.</translation>
    </message>
    <message>
        <source>With steady ticked beside Passes, each timed test repeats its passes (rounds) until the last five stay within 20 % of their mean and their trend within 10 % (SNIA&apos;s Solid State Storage Performance Test Specification), or until the round limit. The figure is the mean of those five rounds; the cell says at which round it held, or &quot;not steady&quot;, and its tooltip lists every round.</source>
        <translation>Ist „stabil“ neben den Durchläufen angekreuzt, wiederholt jeder zeitgesteuerte Test seine Durchläufe (Runden), bis die letzten fünf innerhalb von 20 % ihres Mittels und ihr Trend innerhalb von 10 % bleiben (SNIAs Solid State Storage Performance Test Specification), oder bis zur Rundengrenze. Der Wert ist das Mittel dieser fünf Runden; die Zelle nennt die Runde, in der es galt, oder „nicht stabil“, und ihr Tooltip listet jede Runde.</translation>
    </message>
    <message>
        <source>Surface scan, sweep, small files, capacity, SLC cache</source>
        <translation>Oberflächenscan, Sweep, kleine Dateien, Kapazität, SLC-Cache</translation>
    </message>
    <message>
        <source>Surface scan: sampled</source>
        <translation>Oberflächenscan: Stichproben</translation>
    </message>
    <message>
        <source>The default scan reads at evenly spaced points from the start to the end of the drive (200 unless Points says otherwise): at each a stretch of up to 8 MiB, whose MB/s the curve shows, then one 4 KiB read at random, its access time. Only the points are read: the span between two points is not checked.</source>
        <translation>Die Standardprüfung liest an gleichmäßig verteilten Punkten vom Anfang bis zum Ende des Laufwerks (200, sofern unter Punkte nichts anderes eingestellt ist): an jedem einen Abschnitt von bis zu 8 MiB, dessen MB/s die Kurve zeigt, dann einen zufälligen 4-KiB-Lesevorgang, dessen Zugriffszeit. Nur die Punkte werden gelesen: Der Bereich zwischen zwei Punkten wird nicht geprüft.</translation>
    </message>
    <message>
        <source>Surface scan: full</source>
        <translation>Oberflächenscan: vollständig</translation>
    </message>
    <message>
        <source>Scan: full reads every block of the drive once, in order, in 1 MiB requests, like HD Tune&apos;s Error Scan. It takes as long as reading the whole drive.</source>
        <translation>„Prüfung: vollständig“ liest jeden Block des Laufwerks einmal, der Reihe nach, in 1-MiB-Anfragen, wie der Error Scan von HD Tune. Das dauert so lange wie das Lesen des ganzen Laufwerks.</translation>
    </message>
    <message>
        <source>Surface map colours</source>
        <translation>Farben der Oberflächenkarte</translation>
    </message>
    <message>
        <source>The squares run left to right, top to bottom from the start of the drive to its end. Green: read fine. Amber: slow, more than %1 times the scan&apos;s median time per point, or one request over %2 ms (a drive retrying a weak sector). Red: unreadable, a read failed. Grey: not scanned (the scan was stopped). In a sampled scan a square has its point&apos;s colour; in a full scan its worst block&apos;s. The scan goes on past errors and stops after %3 unreadable points in a row or %4 failed reads.</source>
        <translation>Die Quadrate laufen von links nach rechts, von oben nach unten vom Anfang des Laufwerks bis zu seinem Ende. Grün: fehlerfrei gelesen. Gelb: langsam, mehr als das %1-Fache der mittleren Zeit (Median) je Punkt der Prüfung oder eine Anfrage über %2 ms (ein Laufwerk, das einen schwachen Sektor erneut zu lesen versucht). Rot: unlesbar, ein Lesevorgang schlug fehl. Grau: nicht geprüft (die Prüfung wurde angehalten). Bei einer Prüfung mit Stichproben hat ein Quadrat die Farbe seines Punkts, bei einer vollständigen die seines schlechtesten Blocks. Die Prüfung läuft über Fehler hinweg weiter und endet nach %3 unlesbaren Punkten in Folge oder %4 fehlgeschlagenen Lesevorgängen.</translation>
    </message>
    <message>
        <source>Block-size sweep</source>
        <translation>Blockgrößen-Durchlauf</translation>
    </message>
    <message>
        <source>Sequential writes, then reads, at each block size: ATTO&apos;s 512 B to 64 MiB at queue depth 4 over 256 MiB, or dd&apos;s 32 KiB to 2048 KiB at queue depth 1. One row per size with its read and write bars, as ATTO draws it: the size from which the drive reaches full speed. A size the target cannot take directly (below its block size) is skipped and says why.</source>
        <translation>Sequenzielles Schreiben, dann Lesen bei jeder Blockgröße: die Reihe von ATTO (512 B bis 64 MiB bei Warteschlangentiefe 4 über 256 MiB) oder die von dd (32 KiB bis 2048 KiB bei Warteschlangentiefe 1). Eine Zeile je Größe mit ihren Lese- und Schreibbalken, wie ATTO sie zeichnet: Sie zeigt, ab welcher Größe das Laufwerk die volle Geschwindigkeit erreicht. Eine Größe, die das Ziel nicht direkt annehmen kann (unter seiner Blockgröße), wird übersprungen, und der Grund wird genannt.</translation>
    </message>
    <message>
        <source>Small files</source>
        <translation>Kleine Dateien</translation>
    </message>
    <message>
        <source>bonnie++ -n: creates, stats and deletes many small files (16384 empty files unless Files and File size say otherwise), in order and then at random, and counts files per second. It works in a private folder in the target directory, removed afterwards, through the page cache without fsync, as bonnie++ does; creates and deletes count as writes, stats as reads. It needs a directory, not a raw device.</source>
        <translation>bonnie++ -n: legt viele kleine Dateien an, fragt ihre Attribute ab (stat) und löscht sie (16384 leere Dateien, sofern unter Dateien und Dateigröße nichts anderes eingestellt ist), erst der Reihe nach, dann zufällig, und zählt Dateien pro Sekunde. Es arbeitet in einem eigenen Ordner im Zielverzeichnis, der danach entfernt wird, über den Seitencache ohne fsync, wie bonnie++; Anlegen und Löschen zählen als Schreiben, stat als Lesen. Es braucht ein Verzeichnis, kein Rohgerät.</translation>
    </message>
    <message>
        <source>Capacity verdicts</source>
        <translation>Urteile der Kapazitätsprüfung</translation>
    </message>
    <message>
        <source>The check writes data that names its own place on the drive, reads it back and checks every sector. Genuine: everything read back as written. Fake: most bad sectors held another place&apos;s data (the drive wraps around its real size) or old data (writes were dropped): the drive holds less than it claims, and the verdict says how much it really holds. Errors: most bad sectors were damaged or unreadable: a failing drive. Quick checks sampled regions (an eighth of a small drive, about 600 MiB of a large one) instead of every sector. In a directory it fills the free space, less the reserve, with files it removes afterwards; on a whole device it overwrites every byte, after you type the device&apos;s name.</source>
        <translation>Die Prüfung schreibt Daten, die ihre eigene Position auf dem Laufwerk nennen, liest sie zurück und prüft jeden Sektor. Genuine (echt): Alles wurde so zurückgelesen, wie es geschrieben wurde. Fake (gefälscht): Die meisten fehlerhaften Sektoren enthielten die Daten einer anderen Stelle (das Laufwerk beginnt nach seiner echten Größe wieder von vorn) oder alte Daten (Schreibvorgänge wurden verworfen): Das Laufwerk fasst weniger, als es angibt, und das Urteil sagt, wie viel es wirklich fasst. Errors (Fehler): Die meisten fehlerhaften Sektoren waren beschädigt oder unlesbar: ein versagendes Laufwerk. Die schnelle Prüfung liest Stichproben-Bereiche (ein Achtel eines kleinen Laufwerks, etwa 600 MiB eines großen) statt jedes Sektors. In einem Verzeichnis füllt sie den freien Platz bis auf die Reserve mit Dateien, die sie danach entfernt; auf einem ganzen Gerät überschreibt sie jedes Byte, nachdem Sie den Namen des Geräts eingegeben haben.</translation>
    </message>
    <message>
        <source>SLC cache card</source>
        <translation>SLC-Cache-Karte</translation>
    </message>
    <message>
        <source>Cache size: what was written at full speed before the write rate dropped, ± a tenth of a second at that speed. In the cache, After the cache: the mean write rates before and after the drop (a drop counts when the rate falls below 0.75 of the rate before, each side lasts at least a second, and the step is at least %1 times the curve&apos;s own swing). Floor: a second, lower drop, the drive folding its cache or writing straight to TLC/QLC. No drop seen: the cache is larger than what was written, or there is none: choose a larger Size or a whole device. After each idle pause: how much of the cache came back.</source>
        <translation>Cache-Größe: was mit voller Geschwindigkeit geschrieben wurde, bevor die Schreibrate einbrach, ± eine Zehntelsekunde bei dieser Geschwindigkeit. Im Cache, Nach dem Cache: die mittleren Schreibraten vor und nach dem Einbruch (ein Einbruch zählt, wenn die Rate unter das 0,75-Fache der vorherigen fällt jede Seite mindestens eine Sekunde dauert und der Sprung mindestens das %1-Fache der eigenen Schwankung der Kurve beträgt). Boden: ein zweiter, tieferer Einbruch; das Laufwerk leert seinen Cache oder schreibt direkt in TLC/QLC. Kein Einbruch zu sehen: Der Cache ist größer als das Geschriebene, oder es gibt keinen: Wählen Sie unter Größe einen größeren Wert oder ein ganzes Gerät. Nach jeder Leerlaufpause: wie viel des Caches zurückkam.</translation>
    </message>
    <message>
        <source>Random 4 KiB, 32 in flight on one thread: the default and peak profiles&apos; deep-queue random test (CrystalDiskMark&apos;s default). One thread keeping 32 requests waiting: what the drive serves under load from one program.</source>
        <translation>Zufällig 4 KiB, 32 gleichzeitig in einem Thread: der zufällige Test mit tiefer Warteschlange der Profile default und peak (die Vorgabe von CrystalDiskMark). Ein Thread, der 32 Anfragen offen hält: was das Laufwerk unter Last durch ein einzelnes Programm leistet.</translation>
    </message>
    <message>
        <source>Random 4 KiB, 32 in flight on each of 16 threads, in the NVMe SSD profile: the most small requests the drive can serve at once. Servers and databases get near it; a desktop rarely does.</source>
        <translation>Zufällig 4 KiB, 32 gleichzeitig in jedem von 16 Threads, im Profil NVMe SSD: die meisten kleinen Anfragen, die das Laufwerk auf einmal bedienen kann. Server und Datenbanken kommen dem nahe, ein Desktop selten.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HistoryView</name>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Compare 2 to 6 selected runs side by side</source>
        <translation>2 bis 6 gewählte Läufe nebeneinander vergleichen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Laufwerk:</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Double-click a run to show it; click a selected Name or Comment to edit it</source>
        <translation>Doppelklick zeigt einen Lauf; Klick auf einen gewählten Namen oder Kommentar bearbeitet ihn</translation>
    </message>
    <message>
        <source>All drives</source>
        <translation>Alle Laufwerke</translation>
    </message>
    <message>
        <source>No results library is open.</source>
        <translation>Keine Ergebnisbibliothek geöffnet.</translation>
    </message>
    <message>
        <source>%1 (partial)</source>
        <translation>%1 (unvollständig)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) in %1</source>
        <translation>
            <numerusform>%n Lauf in %1</numerusform>
            <numerusform>%n Läufe in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the library? This cannot be undone.</source>
        <translation>
            <numerusform>%n Lauf aus der Bibliothek löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>%n Läufe aus der Bibliothek löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show only the runs of one drive</source>
        <translation>Nur die Läufe eines Laufwerks zeigen</translation>
    </message>
    <message>
        <source>Drive filter</source>
        <translation>Laufwerksfilter</translation>
    </message>
    <message>
        <source>Delete the selected runs from the results library (asks first)</source>
        <translation>Die gewählten Läufe aus der Ergebnisbibliothek löschen (fragt vorher)</translation>
    </message>
    <message>
        <source>Read the results library again (runs stored by drivebench-cli appear)</source>
        <translation>Die Ergebnisbibliothek neu lesen (von drivebench-cli gespeicherte Läufe erscheinen)</translation>
    </message>
    <message>
        <source>Stored runs</source>
        <translation>Gespeicherte Läufe</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>Measured by DriveBench and stored when it finished</source>
        <translation>Von DriveBench gemessen und nach Abschluss gespeichert</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>Imported from a DriveBench result file or picture</source>
        <translation>Aus einer DriveBench-Ergebnisdatei oder einem Bild importiert</translation>
    </message>
    <message>
        <source>imported (fio)</source>
        <translation>importiert (fio)</translation>
    </message>
    <message>
        <source>Imported from fio JSON output</source>
        <translation>Aus einer JSON-Ausgabe von fio importiert</translation>
    </message>
    <message>
        <source>Compare drives…</source>
        <translation>Laufwerke vergleichen…</translation>
    </message>
    <message>
        <source>Pick drives and a profile: the latest run of each drive is compared</source>
        <translation>Laufwerke und ein Profil wählen: Der letzte Lauf jedes Laufwerks wird verglichen</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) have a run of the profile %1: choose 2 to 6 drives that do.</source>
        <translation>
            <numerusform>%n Laufwerk hat einen Lauf des Profils %1: Wählen Sie 2 bis 6 Laufwerke, die einen haben.</numerusform>
            <numerusform>%n Laufwerke haben einen Lauf des Profils %1: Wählen Sie 2 bis 6 Laufwerke, die einen haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare drives</source>
        <translation>Laufwerke vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n drive(s))</source>
        <translation>
            <numerusform>%1 (%n Laufwerk)</numerusform>
            <numerusform>%1 (%n Laufwerke)</numerusform>
        </translation>
    </message>
    <message>
        <source>no profile</source>
        <translation>kein Profil</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>The latest run of the profile on each checked drive is compared (2 to 6 drives).</source>
        <translation>Verglichen wird der letzte Lauf des Profils auf jedem angehakten Laufwerk (2 bis 6 Laufwerke).</translation>
    </message>
    <message>
        <source>%1 — latest run #%2, %3</source>
        <translation>%1 — letzter Lauf #%2, %3</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Drives:</source>
        <translation>Laufwerke:</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HostRuns</name>
    <message>
        <source>There is no test target on %1.</source>
        <translation>Es gibt kein Testziel auf %1.</translation>
    </message>
    <message>
        <source>Select %1 in the drive list and type a directory there, or untick it.</source>
        <translation>Wählen Sie %1 in der Laufwerksliste und geben Sie dort ein Verzeichnis ein, oder entfernen Sie seinen Haken.</translation>
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
            <numerusform>%n läuft</numerusform>
            <numerusform>%n laufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished</source>
        <translation>
            <numerusform>%n beendet</numerusform>
            <numerusform>%n beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped by you</source>
        <translation>
            <numerusform>%n von Ihnen angehalten</numerusform>
            <numerusform>%n von Ihnen angehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) at once: %1</source>
        <translation>
            <numerusform>%n Host gleichzeitig: %1</numerusform>
            <numerusform>%n Hosts gleichzeitig: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Start…</translation>
    </message>
    <message>
        <source>Running test %1 of %2 · %3 %</source>
        <translation>Test %1 von %2 läuft · %3 %</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message numerus="yes">
        <source>Stopped by you after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Von Ihnen angehalten nach %1 von %n Test; die abgeschlossenen Tests bleiben erhalten.</numerusform>
            <numerusform>Von Ihnen angehalten nach %1 von %n Tests; die abgeschlossenen Tests bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed on %1: %2</source>
        <translation>Fehlgeschlagen auf %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n test(s).</source>
        <translation>
            <numerusform>Fertig: %n Test.</numerusform>
            <numerusform>Fertig: %n Tests.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored in the library (History).</source>
        <translation>In der Bibliothek gespeichert (Verlauf).</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HostRunsView</name>
    <message>
        <source>Compare these results</source>
        <translation>Diese Ergebnisse vergleichen</translation>
    </message>
    <message>
        <source>Tick hosts in the drive list (the box on their heading) and press Start: each runs the same tests at once, with its own live charts here.</source>
        <translation>Haken Sie Hosts in der Laufwerksliste an (das Kästchen in ihrer Überschrift) und drücken Sie Start: Jeder führt gleichzeitig dieselben Tests aus, mit seinen eigenen Live-Diagrammen hier.</translation>
    </message>
    <message>
        <source>Put the hosts&apos; stored results side by side in Compare, after the last local run of this session, if any</source>
        <translation>Die gespeicherten Ergebnisse der Hosts in „Vergleichen“ nebeneinanderstellen, nach dem letzten lokalen Lauf dieser Sitzung, falls es einen gibt</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>A page per host: its state and its live charts</source>
        <translation>Eine Seite je Host: sein Zustand und seine Live-Diagramme</translation>
    </message>
    <message>
        <source>Runs on several hosts</source>
        <translation>Läufe auf mehreren Hosts</translation>
    </message>
    <message>
        <source>%1 is a fio server: it reports each test&apos;s figures when the test ends, so this host has no live chart. Its rows in the result panel fill as its tests end.</source>
        <translation>%1 ist ein fio-Server: Er meldet die Werte jedes Tests, wenn der Test endet, daher hat dieser Host kein Live-Diagramm. Seine Zeilen im Ergebnisfeld füllen sich, wenn seine Tests enden.</translation>
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
        <translation>Perzentil</translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <source>Latency: start a run to see its distribution.</source>
        <translation>Latenz: Starten Sie einen Lauf, um ihre Verteilung zu sehen.</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <translation>Latenz von %1</translation>
    </message>
    <message>
        <source>I/Os by latency (every I/O)</source>
        <translation>E/As nach Latenz (jede E/A)</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>E/As</translation>
    </message>
    <message>
        <source>% of I/Os</source>
        <translation>% der E/As</translation>
    </message>
    <message>
        <source>Percentiles (exact, per I/O)</source>
        <translation>Perzentile (exakt, je E/A)</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min.</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>µs (log)</source>
        <translation>µs (log.)</translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation>Latenz-Histogramm</translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation>Latenz-Perzentile</translation>
    </message>
    <message>
        <source>Latency at each percentile: p99 = 300 µs means 99 of 100 requests finished within 300 µs</source>
        <translation>Latenz je Perzentil: p99 = 300 µs heißt, 99 von 100 Anfragen waren innerhalb von 300 µs fertig</translation>
    </message>
    <message>
        <source>Latency percentiles table</source>
        <translation>Tabelle der Latenz-Perzentile</translation>
    </message>
    <message>
        <source>The test&apos;s latency percentiles in µs (p50 median, p99, p99.9, max)</source>
        <translation>Die Latenz-Perzentile des Tests in µs (p50 Median, p99, p99.9, Maximum)</translation>
    </message>
    <message>
        <source>I/Os by 100 ms mean latency (live)</source>
        <translation>E/As nach mittlerer Latenz je 100 ms (live)</translation>
    </message>
    <message>
        <source>latency (bucket edges)</source>
        <translation>Latenz (Klassengrenzen)</translation>
    </message>
    <message>
        <source>How many requests took how long (logarithmic buckets): a narrow peak is a steady drive, a long tail to the right shows stalls. While a test runs, its 100 ms mean latencies; when it ends, every I/O. Hover a bar for its range and count.</source>
        <translation>Wie viele Anfragen wie lange dauerten (logarithmische Klassen): Eine schmale Spitze bedeutet ein gleichmäßiges Laufwerk, ein langer Ausläufer nach rechts zeigt Hänger. Während ein Test läuft, seine mittleren Latenzen je 100 ms; wenn er endet, jede E/A. Zeigen Sie auf einen Balken, um seinen Bereich und seine Anzahl zu sehen.</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>over %1, up to %2</source>
        <translation>über %1, bis %2</translation>
    </message>
    <message>
        <source>%1: %2 I/Os (%3 % of the test&apos;s I/Os)</source>
        <translation>%1: %2 E/As (%3 % der E/As des Tests)</translation>
    </message>
    <message>
        <source>%1: %2 I/Os in 100 ms windows whose mean latency fell here (%3 %)</source>
        <translation>%1: %2 E/As in 100-ms-Fenstern, deren mittlere Latenz hierher fiel (%3 %)</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::LiveCharts</name>
    <message>
        <source>Live charts: start a run to see each thread&apos;s bandwidth and latency.</source>
        <translation>Live-Diagramme: Starten Sie einen Lauf, um Durchsatz und Latenz jedes Threads zu sehen.</translation>
    </message>
    <message>
        <source>all threads (MB/s)</source>
        <translation>alle Threads (MB/s)</translation>
    </message>
    <message>
        <source>per thread (MB/s)</source>
        <translation>je Thread (MB/s)</translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Tick the lines to show; the aggregate is all threads together.</source>
        <translation>Anzuzeigende Linien ankreuzen; die Summe umfasst alle Threads.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message numerus="yes">
        <source>all %n threads (sum)</source>
        <translation>
            <numerusform>%n Thread (Summe)</numerusform>
            <numerusform>alle %n Threads (Summe)</numerusform>
        </translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>all threads (mean)</source>
        <translation>alle Threads (Mittel)</translation>
    </message>
    <message>
        <source>mean latency</source>
        <translation>mittlere Latenz</translation>
    </message>
    <message>
        <source>All threads</source>
        <translation>Alle Threads</translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Lines shown</source>
        <translation>Gezeigte Linien</translation>
    </message>
    <message>
        <source>Show every thread&apos;s line</source>
        <translation>Die Linie jedes Threads zeigen</translation>
    </message>
    <message>
        <source>Hide every line</source>
        <translation>Alle Linien ausblenden</translation>
    </message>
    <message>
        <source>drive (°C)</source>
        <translation>Laufwerk (°C)</translation>
    </message>
    <message>
        <source>drive temperature</source>
        <translation>Laufwerkstemperatur</translation>
    </message>
    <message>
        <source>warning %1 °C</source>
        <translation>Warnung %1 °C</translation>
    </message>
    <message>
        <source>critical %1 °C</source>
        <translation>kritisch %1 °C</translation>
    </message>
    <message>
        <source>ops/s</source>
        <translation>Ops/s</translation>
    </message>
    <message>
        <source>operations (%1)</source>
        <translation>Operationen (%1)</translation>
    </message>
    <message>
        <source>all threads (%1)</source>
        <translation>alle Threads (%1)</translation>
    </message>
    <message>
        <source>per thread (%1)</source>
        <translation>je Thread (%1)</translation>
    </message>
    <message>
        <source>files/s</source>
        <translation>Dateien/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
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
        <translation>Bereit</translation>
    </message>
    <message>
        <source>The results library cannot be opened, so runs are not kept: %1</source>
        <translation>Die Ergebnisbibliothek lässt sich nicht öffnen, Läufe werden daher nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>The run was not stored in the library: %1</source>
        <translation>Der Lauf wurde nicht in der Bibliothek gespeichert: %1</translation>
    </message>
    <message>
        <source>Showing a stored run from %1</source>
        <translation>Gespeicherter Lauf vom %1</translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation>Live-Diagramme</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Cannot list the drives: %1</source>
        <translation>Die Laufwerke lassen sich nicht auflisten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) found</source>
        <translation>
            <numerusform>%n Laufwerk gefunden</numerusform>
            <numerusform>%n Laufwerke gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no test target.</source>
        <translation>Es gibt kein Testziel.</translation>
    </message>
    <message>
        <source>Select a drive with a mounted file system, or click Browse… and choose a directory to test in.</source>
        <translation>Wählen Sie ein Laufwerk mit eingehängtem Dateisystem oder klicken Sie auf Durchsuchen… und wählen Sie ein Verzeichnis.</translation>
    </message>
    <message>
        <source>Choose a writable directory with Browse…, or test the raw device (read tests only).</source>
        <translation>Wählen Sie mit Durchsuchen… ein beschreibbares Verzeichnis oder testen Sie das Rohgerät (nur Lesetests).</translation>
    </message>
    <message>
        <source>Running on %1</source>
        <translation>Läuft auf %1</translation>
    </message>
    <message>
        <source>Stopping the run…</source>
        <translation>Lauf wird gestoppt…</translation>
    </message>
    <message numerus="yes">
        <source>This run: %n warning(s).</source>
        <translation>
            <numerusform>Dieser Lauf: %n Warnung.</numerusform>
            <numerusform>Dieser Lauf: %n Warnungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Live charts of the running test, its latency, the stored runs and comparisons</source>
        <translation>Live-Diagramme des laufenden Tests, seine Latenz, die gespeicherten Läufe und Vergleiche</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message numerus="yes">
        <source>Before you start: %n warning(s). They do not stop the run.</source>
        <translation>
            <numerusform>Vor dem Start: %n Warnung. Sie hält den Lauf nicht an.</numerusform>
            <numerusform>Vor dem Start: %n Warnungen. Sie halten den Lauf nicht an.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trace %1 cannot be replayed: %2</source>
        <translation>Der Trace %1 kann nicht wiedergegeben werden: %2</translation>
    </message>
    <message>
        <source>Replay a trace</source>
        <translation>Trace wiedergeben</translation>
    </message>
    <message>
        <source>Traces (fio iolog, blkparse text) (*.log *.iolog *.txt *.trace *.blktrace);;All files (*)</source>
        <translation>Traces (fio-iolog, blkparse-Text) (*.log *.iolog *.txt *.trace *.blktrace);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Result panel</source>
        <translation>Ergebnisfeld</translation>
    </message>
    <message>
        <source>The run&apos;s figures: hover a cell for latency, passes and warnings; F1 explains them</source>
        <translation>Die Werte des Laufs: über einer Zelle stehen Latenz, Durchläufe und Warnungen; F1 erklärt sie</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Nichts wurde importiert: %1</translation>
    </message>
    <message>
        <source>Select runs in History and press Compare to set them beside your own.</source>
        <translation>Wählen Sie im Verlauf Läufe aus und klicken Sie auf Vergleichen, um sie neben Ihre eigenen zu stellen.</translation>
    </message>
    <message>
        <source>Select a drive to see its health.</source>
        <translation>Wählen Sie ein Laufwerk, um seinen Zustand zu sehen.</translation>
    </message>
    <message>
        <source>The %1 test file does not fit in %2: %3 can be used there.</source>
        <translation>Die Testdatei von %1 passt nicht in %2: dort sind %3 nutzbar.</translation>
    </message>
    <message>
        <source>Choose a smaller Size, or free some space there.</source>
        <translation>Wählen Sie eine kleinere Größe oder geben Sie dort Platz frei.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>No test ran (%1)</source>
        <translation>Kein Test lief (%1)</translation>
    </message>
    <message>
        <source>The health data of a drive on %1 is not read from here.</source>
        <translation>Die Zustandsdaten eines Laufwerks auf %1 werden nicht von hier aus gelesen.</translation>
    </message>
    <message>
        <source>Run drivebench or smartctl on that host to see it.</source>
        <translation>Führen Sie drivebench oder smartctl auf diesem Host aus, um sie zu sehen.</translation>
    </message>
    <message>
        <source>There is no test target on %1.</source>
        <translation>Es gibt kein Testziel auf %1.</translation>
    </message>
    <message>
        <source>Type a directory on %1 in the test target box, or pick one of its drives.</source>
        <translation>Geben Sie im Feld „Testziel“ ein Verzeichnis auf %1 ein, oder wählen Sie eines seiner Laufwerke.</translation>
    </message>
    <message>
        <source>Running on %1 on %2</source>
        <translation>Läuft auf %1 auf %2</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Runs on several hosts at once: tick hosts in the drive list</source>
        <translation>Läufe auf mehreren Hosts gleichzeitig: Haken Sie Hosts in der Laufwerksliste an</translation>
    </message>
    <message>
        <source> — a fio server: its figures come when the test ends</source>
        <translation> — ein fio-Server: Seine Werte kommen, wenn der Test endet</translation>
    </message>
    <message>
        <source>Nothing was written: the capacity check of %1 was not started.</source>
        <translation>Nichts wurde geschrieben: die Kapazitätsprüfung von %1 wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>Choose the quick check or a larger reserve to write less.</source>
        <translation>Wählen Sie die schnelle Prüfung oder eine größere Reserve, um weniger zu schreiben.</translation>
    </message>
    <message>
        <source>Nothing was written: %1 was not confirmed by name.</source>
        <translation>Nichts wurde geschrieben: %1 wurde nicht mit seinem Namen bestätigt.</translation>
    </message>
    <message>
        <source>To check it, start again and type its name; to keep its data, choose a directory on it instead.</source>
        <translation>Um es zu prüfen, starten Sie erneut und geben Sie seinen Namen ein; um seine Daten zu behalten, wählen Sie stattdessen ein Verzeichnis darauf.</translation>
    </message>
    <message>
        <source>Nothing was written: whether %1 is in use could not be checked.</source>
        <translation>Nichts wurde geschrieben: ob %1 in Benutzung ist, konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save screenshot of results</source>
        <translation>Bildschirmfoto der Ergebnisse speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save picture of the window</source>
        <translation>Bild des Fensters speichern</translation>
    </message>
    <message>
        <source>Save result as JSON</source>
        <translation>Ergebnis als JSON speichern</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Results copied as text</source>
        <translation>Ergebnisse als Text kopiert</translation>
    </message>
    <message>
        <source>Results picture copied</source>
        <translation>Ergebnisbild kopiert</translation>
    </message>
    <message>
        <source>%1 is already in the library as run %2</source>
        <translation>%1 ist bereits als Lauf %2 in der Bibliothek</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) into the results library.</source>
        <translation>
            <numerusform>%n Lauf in die Ergebnisbibliothek importiert.</numerusform>
            <numerusform>%n Läufe in die Ergebnisbibliothek importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing new to import: %1.</source>
        <translation>Nichts Neues zu importieren: %1.</translation>
    </message>
    <message>
        <source>Skipped, already there: %1.</source>
        <translation>Übersprungen, bereits vorhanden: %1.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Start the run with these settings on the test target (F5)</source>
        <translation>Den Lauf mit diesen Einstellungen auf dem Testziel starten (F5)</translation>
    </message>
    <message>
        <source>Stop the run: the tests finished so far are kept (Esc)</source>
        <translation>Den Lauf anhalten: die bisher fertigen Tests bleiben erhalten (Esc)</translation>
    </message>
    <message>
        <source>What does this mean?</source>
        <translation>Was bedeutet das?</translation>
    </message>
    <message>
        <source>What each test, figure, warning and setting means (F1)</source>
        <translation>Was jeder Test, Wert, jede Warnung und Einstellung bedeutet (F1)</translation>
    </message>
    <message>
        <source>ETA %1</source>
        <translation>Rest %1</translation>
    </message>
    <message numerus="yes">
        <source>Start on %n host(s)</source>
        <translation>
            <numerusform>Auf %n Host starten</numerusform>
            <numerusform>Auf %n Hosts starten</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the run on each ticked host at once, each on its own target (F5)</source>
        <translation>Den Lauf auf jedem angehakten Host gleichzeitig starten, jeder auf seinem eigenen Ziel (F5)</translation>
    </message>
    <message>
        <source>Preparing the test file… %p %</source>
        <translation>Testdatei wird vorbereitet… %p %</translation>
    </message>
    <message>
        <source>Creating and filling the test file</source>
        <translation>Testdatei wird angelegt und gefüllt</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Start…</translation>
    </message>
    <message>
        <source>Stopping… %p %</source>
        <translation>Wird angehalten… %p %</translation>
    </message>
    <message>
        <source>Stopping: waiting for the I/O in flight…</source>
        <translation>Wird gestoppt: Warten auf laufende E/As…</translation>
    </message>
    <message>
        <source>Stopped at %p %</source>
        <translation>Angehalten bei %p %</translation>
    </message>
    <message numerus="yes">
        <source>Stopped by you after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Von Ihnen angehalten nach %1 von %n Test; die abgeschlossenen Tests bleiben erhalten.</numerusform>
            <numerusform>Von Ihnen angehalten nach %1 von %n Tests; die abgeschlossenen Tests bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run stopped</source>
        <translation>Lauf angehalten</translation>
    </message>
    <message>
        <source>Failed at %p %</source>
        <translation>Fehlgeschlagen bei %p %</translation>
    </message>
    <message numerus="yes">
        <source>The run failed after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Der Lauf ist nach %1 von %n Test fehlgeschlagen; die abgeschlossenen Tests bleiben erhalten.</numerusform>
            <numerusform>Der Lauf ist nach %1 von %n Tests fehlgeschlagen; die abgeschlossenen Tests bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run failed</source>
        <translation>Lauf fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n test(s) in %1</source>
        <translation>
            <numerusform>Fertig: %n Test in %1</numerusform>
            <numerusform>Fertig: %n Tests in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Run finished</source>
        <translation>Lauf beendet</translation>
    </message>
    <message>
        <source>Running on several hosts at once</source>
        <translation>Läuft auf mehreren Hosts gleichzeitig</translation>
    </message>
    <message>
        <source>Runs on the hosts ended</source>
        <translation>Die Läufe auf den Hosts sind beendet</translation>
    </message>
    <message>
        <source>There is no drive named %1.</source>
        <translation>Es gibt kein Laufwerk namens %1.</translation>
    </message>
    <message>
        <source>Use a name from the drive list, such as sda or nvme0n1.</source>
        <translation>Verwenden Sie einen Namen aus der Laufwerksliste, etwa sda oder nvme0n1.</translation>
    </message>
    <message>
        <source>There is no profile named %1.</source>
        <translation>Es gibt kein Profil namens %1.</translation>
    </message>
    <message>
        <source>Pick one from the Profile list.</source>
        <translation>Wählen Sie eines aus der Profilliste.</translation>
    </message>
    <message>
        <source>⚠ Not on %1: %2 (%3)</source>
        <translation>⚠ Nicht auf %1 möglich: %2 (%3)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Save result as &amp;JSON…</source>
        <translation>Ergebnis als &amp;JSON speichern…</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;screenshot of results…</source>
        <translation>&amp;Bildschirmfoto der Ergebnisse speichern…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save picture of the &amp;window…</source>
        <translation>Bild des &amp;Fensters speichern…</translation>
    </message>
    <message>
        <source>&amp;Copy results as text</source>
        <translation>Ergebnisse als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy results &amp;picture</source>
        <translation>Ergebnis&amp;bild kopieren</translation>
    </message>
    <message>
        <source>&amp;Refresh drives</source>
        <translation>Laufwerke &amp;aktualisieren</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Drive &amp;health…</source>
        <translation>Laufwerks&amp;zustand…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Replay a &amp;trace…</source>
        <translation>&amp;Trace wiedergeben…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;What does this mean?</source>
        <translation>&amp;Was bedeutet das?</translation>
    </message>
    <message>
        <source>Save the whole result (every figure, sample and warning) as JSON</source>
        <translation>Das ganze Ergebnis (jeden Wert, jede Stichprobe und Warnung) als JSON speichern</translation>
    </message>
    <message>
        <source>Save the result panel as a PNG picture to share</source>
        <translation>Das Ergebnisfeld als PNG-Bild zum Teilen speichern</translation>
    </message>
    <message>
        <source>Copy the result as CrystalDiskMark-style text, with its warnings</source>
        <translation>Das Ergebnis als Text im CrystalDiskMark-Stil kopieren, mit seinen Warnungen</translation>
    </message>
    <message>
        <source>Read the drive list again (a drive plugged in or removed) (Ctrl+R)</source>
        <translation>Die Laufwerksliste neu lesen (ein Laufwerk angeschlossen oder entfernt) (Ctrl+R)</translation>
    </message>
    <message>
        <source>Replay a recorded trace (fio iolog or blkparse text) on the test target</source>
        <translation>Einen aufgezeichneten Trace (fio-iolog oder blkparse-Text) auf dem Testziel wiedergeben</translation>
    </message>
    <message>
        <source>Show the drive&apos;s SMART / health data, temperature and warnings</source>
        <translation>SMART-/Zustandsdaten, Temperatur und Warnungen des Laufwerks anzeigen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;About DriveBench</source>
        <translation>Ü&amp;ber DriveBench</translation>
    </message>
    <message>
        <source>About DriveBench</source>
        <translation>Über DriveBench</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;DriveBench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A disk benchmark for Linux: sequential and random transfers, latency percentiles and live per-thread charts.&lt;/p&gt;&lt;p&gt;MB/s are 10&lt;sup&gt;6&lt;/sup&gt; bytes per second.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;DriveBench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ein Laufwerks-Benchmark für Linux: sequenzielle und zufällige Transfers, Latenz-Perzentile und Live-Diagramme je Thread.&lt;/p&gt;&lt;p&gt;MB/s sind 10&lt;sup&gt;6&lt;/sup&gt; Byte pro Sekunde.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Benchmark</source>
        <translation>&amp;Messung</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>Apply the fix this message offers</source>
        <translation>Die Lösung anwenden, die diese Meldung anbietet</translation>
    </message>
    <message>
        <source>Apply the fix</source>
        <translation>Lösung anwenden</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::ProfileOptionsWidget</name>
    <message>
        <source>Keep the idle gaps</source>
        <translation>Leerlaufpausen beibehalten</translation>
    </message>
    <message>
        <source>Quick (sampled regions)</source>
        <translation>Schnell (Stichproben)</translation>
    </message>
    <message>
        <source>profile&apos;s default</source>
        <translation>Vorgabe des Profils</translation>
    </message>
    <message>
        <source>Trace sca&amp;le</source>
        <translation>Trace-&amp;Umfang</translation>
    </message>
    <message>
        <source>Fraction of the full trace to play (The Destroyer: 0.02 by default, about a million requests)</source>
        <translation>Anteil des vollen Traces, der abgespielt wird (The Destroyer: standardmäßig 0,02, etwa eine Million Anfragen)</translation>
    </message>
    <message>
        <source>Play the trace&apos;s idle gaps as recorded (off: back to back, the drive never rests)</source>
        <translation>Die Leerlaufpausen des Traces wie aufgezeichnet abspielen (aus: ohne Pause, das Laufwerk ruht nie)</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>&amp;Punkte</translation>
    </message>
    <message>
        <source>Evenly spaced points from the start to the end of the span at which speed and access time are read</source>
        <translation>Gleichmäßig verteilte Punkte vom Anfang bis zum Ende des Bereichs, an denen Geschwindigkeit und Zugriffszeit gemessen werden</translation>
    </message>
    <message>
        <source>&amp;Files</source>
        <translation>&amp;Dateien</translation>
    </message>
    <message>
        <source>Files created, examined and deleted in each pass</source>
        <translation>Dateien, die in jedem Durchgang angelegt, geprüft und gelöscht werden</translation>
    </message>
    <message>
        <source>empty (bonnie++)</source>
        <translation>leer (bonnie++)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>File si&amp;ze</source>
        <translation>Datei&amp;größe</translation>
    </message>
    <message>
        <source>Size of each small file (random within a range)</source>
        <translation>Größe jeder kleinen Datei (zufällig innerhalb eines Bereichs)</translation>
    </message>
    <message>
        <source>default (1 %, at most 1 GiB)</source>
        <translation>Vorgabe (1 %, höchstens 1 GiB)</translation>
    </message>
    <message>
        <source>&amp;Reserve</source>
        <translation>&amp;Reserve</translation>
    </message>
    <message>
        <source>Free space the check leaves unwritten in a directory</source>
        <translation>Freier Platz, den die Prüfung in einem Verzeichnis unbeschrieben lässt</translation>
    </message>
    <message>
        <source>Check evenly spaced regions instead of every byte: minutes instead of hours, fakes still show</source>
        <translation>Gleichmäßig verteilte Bereiche statt jedes Bytes prüfen: Minuten statt Stunden, Fälschungen zeigen sich trotzdem</translation>
    </message>
    <message>
        <source>ATTO (512 B to 64 MiB, queue 4)</source>
        <translation>ATTO (512 B bis 64 MiB, Warteschlange 4)</translation>
    </message>
    <message>
        <source>dd (32 KiB to 2 MiB, queue 1)</source>
        <translation>dd (32 KiB bis 2 MiB, Warteschlange 1)</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>&amp;Sweep</translation>
    </message>
    <message>
        <source>Which block sizes the sweep steps through</source>
        <translation>Welche Blockgrößen der Sweep durchläuft</translation>
    </message>
    <message>
        <source>after 60 s and 300 s</source>
        <translation>nach 60 s und 300 s</translation>
    </message>
    <message>
        <source>after 60 s</source>
        <translation>nach 60 s</translation>
    </message>
    <message>
        <source>after 30 min</source>
        <translation>nach 30 min</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Re&amp;covery</source>
        <translation>&amp;Erholung</translation>
    </message>
    <message>
        <source>Idle pauses after the cache is full, each followed by a burst that measures how much of the cache came back</source>
        <translation>Leerlaufpausen, nachdem der Cache voll ist, jeweils gefolgt von einem Schub, der misst, wie viel des Caches zurückkam</translation>
    </message>
    <message>
        <source>sampled (points)</source>
        <translation>Stichproben (Punkte)</translation>
    </message>
    <message>
        <source>full (every block)</source>
        <translation>vollständig (jeder Block)</translation>
    </message>
    <message>
        <source>Sc&amp;an</source>
        <translation>Prü&amp;fung</translation>
    </message>
    <message>
        <source>Sampled: speed and access time at evenly spaced points, minutes. Full: every block read once, the map built from all of them (an error scan), as long as reading the whole device takes</source>
        <translation>Stichproben: Geschwindigkeit und Zugriffszeit an gleichmäßig verteilten Punkten, Minuten. Vollständig: jeder Block einmal gelesen, die Karte aus allen gebildet (eine Fehlerprüfung), so lange, wie das Lesen des ganzen Geräts dauert</translation>
    </message>
    <message>
        <source>Idle &amp;times</source>
        <translation>&amp;Leerlaufzeiten</translation>
    </message>
    <message>
        <source>default (0 ms to 10 s, 13 times)</source>
        <translation>Vorgabe (0 ms bis 10 s, 13 Zeiten)</translation>
    </message>
    <message>
        <source>quick (5 times, 10 reads each)</source>
        <translation>schnell (5 Zeiten, je 10 Lesevorgänge)</translation>
    </message>
    <message>
        <source>custom list</source>
        <translation>eigene Liste</translation>
    </message>
    <message>
        <source>The idle times before the reads: the drive may go to a power-saving state after 100 ms or 2 s of idle, and its first read after that pays the wake-up</source>
        <translation>Die Leerlaufzeiten vor den Lesevorgängen: Das Laufwerk kann nach 100 ms oder 2 s Leerlauf in einen Energiesparzustand wechseln, und sein erster Lesevorgang danach zahlt das Aufwachen</translation>
    </message>
    <message>
        <source>Idle times</source>
        <translation>Leerlaufzeiten</translation>
    </message>
    <message>
        <source>e.g. 0, 110ms, 2.1s</source>
        <translation>z. B. 0, 110ms, 2.1s</translation>
    </message>
    <message>
        <source>Idle times, comma-separated: 0, 10ms, 1.9s (a bare number is milliseconds; at most an hour)</source>
        <translation>Leerlaufzeiten, durch Kommas getrennt: 0, 10ms, 1.9s (eine Zahl allein sind Millisekunden; höchstens eine Stunde)</translation>
    </message>
    <message>
        <source>Custom idle times</source>
        <translation>Eigene Leerlaufzeiten</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RemoteHosts</name>
    <message>
        <source>%1 is listed already</source>
        <translation>%1 ist bereits aufgeführt</translation>
    </message>
    <message>
        <source>pick its drives in the list, or remove it first</source>
        <translation>wählen Sie seine Laufwerke in der Liste, oder entfernen Sie ihn zuerst</translation>
    </message>
    <message>
        <source>%1 is a fio server on a network address: anyone on that network can run commands there as the server&apos;s user, and nothing was sent to it</source>
        <translation>%1 ist ein fio-Server an einer Netzwerkadresse: Jeder in diesem Netzwerk kann dort Befehle als Benutzer des Servers ausführen, und nichts wurde an ihn gesendet</translation>
    </message>
    <message>
        <source>add it again and confirm, or bind the server to a unix socket or 127.0.0.1 and reach it through an SSH tunnel</source>
        <translation>fügen Sie ihn erneut hinzu und bestätigen Sie, oder binden Sie den Server an einen Unix-Socket oder 127.0.0.1 und erreichen Sie ihn über einen SSH-Tunnel</translation>
    </message>
    <message>
        <source>%1 has not answered its probe</source>
        <translation>%1 hat auf die Abfrage nicht geantwortet</translation>
    </message>
    <message>
        <source>wait until it is listed, or remove it and add it again</source>
        <translation>warten Sie, bis er aufgeführt wird, oder entfernen Sie ihn und fügen Sie ihn erneut hinzu</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::ResultPanel</name>
    <message>
        <source>Unit of the figures. MB/s = 10^6 bytes per second.</source>
        <translation>Einheit der Werte. MB/s = 10^6 Byte pro Sekunde.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>Add a note to this result (saved with it)</source>
        <translation>Notiz zu diesem Ergebnis (wird mitgespeichert)</translation>
    </message>
    <message>
        <source>Read (%1)</source>
        <translation>Lesen (%1)</translation>
    </message>
    <message>
        <source>Write (%1)</source>
        <translation>Schreiben (%1)</translation>
    </message>
    <message>
        <source>Mix R%1/W%2 (%3)</source>
        <translation>Mix L%1/S%2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2: %3 MB/s, %4 IOPS
latency µs: mean %5, p50 %6, p99 %7, p99.9 %8, max %9</source>
        <translation>%1 %2: %3 MB/s, %4 IOPS
Latenz µs: Mittel %5, p50 %6, p99 %7, p99.9 %8, max. %9</translation>
    </message>
    <message>
        <source>%1 of %2 passes; MB/s over passes: min %3, max %4, stdev %5</source>
        <translation>%1 von %2 Durchläufen; MB/s über die Durchläufe: min. %3, max. %4, Std.-Abw. %5</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>* incomplete: the test was cancelled or failed part-way</source>
        <translation>* unvollständig: Der Test wurde abgebrochen oder scheiterte unterwegs</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>This test is running.</source>
        <translation>Dieser Test läuft.</translation>
    </message>
    <message>
        <source>Not measured yet.</source>
        <translation>Noch nicht gemessen.</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Drive: unknown</source>
        <translation>Laufwerk: unbekannt</translation>
    </message>
    <message>
        <source>No target selected</source>
        <translation>Kein Ziel gewählt</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>%1: no drive behind this target</source>
        <translation>%1: kein Laufwerk hinter diesem Ziel</translation>
    </message>
    <message>
        <source>%1 %2: not run</source>
        <translation>%1 %2: nicht ausgeführt</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>A note kept with this result in the library and the exports</source>
        <translation>Eine Notiz, die mit diesem Ergebnis in der Bibliothek und den Exporten bleibt</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>AS SSD Benchmark&apos;s weights over MB/s (10^6 bytes per second) figures of the asssd profile&apos;s tests: Read = Seq×0.1 + 4K + 4K-64Thrd; Write likewise; Total = SeqW×0.15 + SeqR×0.1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1.5</source>
        <translation>Die Gewichte von AS SSD Benchmark über die MB/s-Werte (10^6 Byte pro Sekunde) der Tests des asssd-Profils: Lesen = Seq×0,1 + 4K + 4K-64Thrd; Schreiben ebenso; Gesamt = SeqW×0,15 + SeqR×0,1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1,5</translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C at the start, %2 °C at most, %3 °C at the end</source>
        <translation>Laufwerkstemperatur: %1 °C zu Beginn, höchstens %2 °C, %3 °C am Ende</translation>
    </message>
    <message>
        <source>The drive throttled during this test: %1</source>
        <translation>Das Laufwerk hat in diesem Test gedrosselt: %1</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Mix R%1/W%2</source>
        <translation>Mix L%1/S%2</translation>
    </message>
    <message>
        <source>%1 %2: %3 over %4 operations</source>
        <translation>%1 %2: %3 über %4 Operationen</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>Warnings of this run</source>
        <translation>Warnungen dieses Laufs</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1: write %2 MB/s, read %3 MB/s (time spent writing and reading only)</source>
        <translation>%1: Schreiben %2 MB/s, Lesen %3 MB/s (nur die Zeit des Schreibens und Lesens)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Select to see this test in the charts below</source>
        <translation>Auswählen, um diesen Test in den Diagrammen unten zu sehen</translation>
    </message>
    <message>
        <source>steady @%1</source>
        <translation>stabil @%1</translation>
    </message>
    <message>
        <source>not steady</source>
        <translation>nicht stabil</translation>
    </message>
    <message>
        <source>Steady state (SNIA PTS) reached at round %1 of at most %2</source>
        <translation>Stabiler Zustand (SNIA PTS) in Runde %1 von höchstens %2 erreicht</translation>
    </message>
    <message>
        <source>Not steady: stopped after %1 of %2 rounds</source>
        <translation>Nicht stabil: nach %1 von %2 Runden angehalten</translation>
    </message>
    <message>
        <source>Not steady after %1 rounds (SNIA PTS criterion)</source>
        <translation>Nach %1 Runden nicht stabil (SNIA-PTS-Kriterium)</translation>
    </message>
    <message>
        <source>Last %1 rounds: excursion %2 % (limit %3 %), slope %4 % (limit %5 %) of their mean %6 %7</source>
        <translation>Letzte %1 Runden: Schwankung %2 % (Grenze %3 %), Steigung %4 % (Grenze %5 %) ihres Mittels %6 %7</translation>
    </message>
    <message>
        <source>Rounds (%1): %2</source>
        <translation>Runden (%1): %2</translation>
    </message>
    <message>
        <source>%1 threads: I/O shares %2 % to %3 %, the least (thread %4) %5 of the mean; thread %6 finished first (%7 s), thread %8 last (%9 s)</source>
        <translation>%1 Threads: I/O-Anteile %2 % bis %3 %, der kleinste (Thread %4) %5 des Mittels; Thread %6 war zuerst fertig (%7 s), Thread %8 zuletzt (%9 s)</translation>
    </message>
    <message>
        <source>Trace playback (%1)</source>
        <translation>Trace-Wiedergabe (%1)</translation>
    </message>
    <message>
        <source>Trace playback</source>
        <translation>Trace-Wiedergabe</translation>
    </message>
    <message>
        <source>The trace&apos;s reads and writes, in its own order and mix, played on the target</source>
        <translation>Die Lese- und Schreibzugriffe des Traces, in seiner eigenen Reihenfolge und Mischung, auf dem Ziel abgespielt</translation>
    </message>
    <message>
        <source>The drive&apos;s own count of host writes (NVMe Data Units Written in steps of 512,000 bytes, or SMART attribute 241 Total LBAs Written), read before and after the run. It counts every write that reached the drive meanwhile: on a file system, the file system&apos;s and other programs&apos; writes too.</source>
        <translation>Die eigene Zählung des Laufwerks für Host-Schreibvorgänge (NVMe Data Units Written in Schritten von 512.000 Bytes oder SMART-Attribut 241 Total LBAs Written), vor und nach dem Lauf gelesen. Sie zählt jeden Schreibvorgang, der das Laufwerk in dieser Zeit erreichte: auf einem Dateisystem auch die des Dateisystems und anderer Programme.</translation>
    </message>
    <message>
        <source>Transfer rate by block size</source>
        <translation>Übertragungsrate nach Blockgröße</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Show every block size as a row of the table above, with all its figures</source>
        <translation>Jede Blockgröße als Zeile der Tabelle oben zeigen, mit allen ihren Werten</translation>
    </message>
    <message>
        <source>Show the sweep as a table</source>
        <translation>Die Blockgrößen-Messreihe als Tabelle zeigen</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Stopped before it measured anything: the run was stopped. Start the run again to measure this test.</source>
        <translation>Angehalten, bevor etwas gemessen wurde: Der Lauf wurde angehalten. Starten Sie den Lauf erneut, um diesen Test zu messen.</translation>
    </message>
    <message>
        <source>%1: not run. The first write saw no drop in its rate, so there is no cache to recover. To find the cache, write more: a larger test file (Size), or a whole device.</source>
        <translation>%1: nicht ausgeführt. Beim ersten Schreiben brach die Rate nicht ein, es gibt also keinen Cache, der sich erholen könnte. Um den Cache zu finden, mehr schreiben: eine größere Testdatei (Größe) oder ein ganzes Gerät.</translation>
    </message>
    <message>
        <source>⚠ in a cell: a warning on that figure (its tooltip says which)</source>
        <translation>⚠ in einer Zelle: eine Warnung zu diesem Wert (der Tooltip der Zelle nennt sie)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, on %1</source>
        <translation>, auf %1</translation>
    </message>
    <message>
        <source>, on %1, %2</source>
        <translation>, auf %1, %2</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RunController</name>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Wird angehalten</translation>
    </message>
    <message>
        <source>Stopped by you</source>
        <translation>Von Ihnen angehalten</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RunNotifier</name>
    <message>
        <source>DriveBench: the run finished</source>
        <translation>DriveBench: Der Lauf ist fertig</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) on %1 in %2.</source>
        <translation>
            <numerusform>%n Test auf %1 in %2.</numerusform>
            <numerusform>%n Tests auf %1 in %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>It was stopped.</source>
        <translation>Er wurde gestoppt.</translation>
    </message>
    <message>
        <source>DriveBench: the run ended early</source>
        <translation>DriveBench: Der Lauf endete vorzeitig</translation>
    </message>
    <message numerus="yes">
        <source>%1 after %2 on %3; %n completed test(s) are kept.</source>
        <translation>
            <numerusform>%1 nach %2 auf %3; %n abgeschlossener Test bleibt erhalten.</numerusform>
            <numerusform>%1 nach %2 auf %3; %n abgeschlossene Tests bleiben erhalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RunSettingsWidget</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Bypass the page cache (O_DIRECT)</source>
        <translation>Seitencache umgehen (O_DIRECT)</translation>
    </message>
    <message>
        <source>Read + write</source>
        <translation>Lesen + Schreiben</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <source>Write only</source>
        <translation>Nur schreiben</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>R%1/W%2</source>
        <translation>L%1/S%2</translation>
    </message>
    <message>
        <source>Read share of the mixed tests, by I/O count</source>
        <translation>Leseanteil der gemischten Tests, nach Anzahl der E/As</translation>
    </message>
    <message>
        <source>Size of the test file; larger than the drive&apos;s cache shows its sustained speed</source>
        <translation>Größe der Testdatei; größer als der Laufwerkscache zeigt die Dauerleistung</translation>
    </message>
    <message>
        <source>Measured passes per test (a discarded warm-up pass comes first)</source>
        <translation>Gemessene Durchläufe je Test (vorher ein verworfener Aufwärmdurchlauf)</translation>
    </message>
    <message>
        <source>Warm-up pass before each test, not counted</source>
        <translation>Aufwärmdurchlauf vor jedem Test, nicht gewertet</translation>
    </message>
    <message>
        <source>Pause between tests, so an SSD&apos;s cache can settle</source>
        <translation>Pause zwischen den Tests, damit sich der SSD-Cache erholt</translation>
    </message>
    <message>
        <source>Random data</source>
        <translation>Zufallsdaten</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>Content of the test file and of writes; random data defeats compression</source>
        <translation>Inhalt der Testdatei und der Schreibvorgänge; Zufallsdaten verhindern Kompression</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profil</translation>
    </message>
    <message>
        <source>&amp;Tests</source>
        <translation>&amp;Tests</translation>
    </message>
    <message>
        <source>Mi&amp;x</source>
        <translation>Mi&amp;schung</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>&amp;Daten</translation>
    </message>
    <message>
        <source>&amp;Interval</source>
        <translation>&amp;Intervall</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>P&amp;asses</source>
        <translation>D&amp;urchläufe</translation>
    </message>
    <message>
        <source>D&amp;uration</source>
        <translation>Dau&amp;er</translation>
    </message>
    <message>
        <source>&amp;Warm-up</source>
        <translation>&amp;Aufwärmen</translation>
    </message>
    <message>
        <source>Off: reads and writes go through the page cache, so the figures show memory speed as much as the drive&apos;s; results are marked as cached</source>
        <translation>Aus: Lesen und Schreiben gehen durch den Seitencache, die Werte zeigen dann ebenso die Speicher- wie die Laufwerksgeschwindigkeit; Ergebnisse werden als gecacht markiert</translation>
    </message>
    <message>
        <source>This target allows read tests only</source>
        <translation>Dieses Ziel erlaubt nur Lesetests</translation>
    </message>
    <message>
        <source>Reads and writes, only reads, only writes, or a read/write mix</source>
        <translation>Lesen und Schreiben, nur Lesen, nur Schreiben oder eine Lese-/Schreibmischung</translation>
    </message>
    <message>
        <source>Length of each measured pass</source>
        <translation>Länge jedes gemessenen Durchlaufs</translation>
    </message>
    <message>
        <source>%1: %2; F1 explains each test</source>
        <translation>%1: %2; F1 erklärt jeden Test</translation>
    </message>
    <message>
        <source>Which tests run; F1 explains each</source>
        <translation>Welche Tests laufen; F1 erklärt jeden</translation>
    </message>
    <message>
        <source>%1 measures reads only</source>
        <translation>%1 misst nur Lesen</translation>
    </message>
    <message>
        <source>%1 measures writes only</source>
        <translation>%1 misst nur Schreiben</translation>
    </message>
    <message>
        <source>stead&amp;y</source>
        <translation>sta&amp;bil</translation>
    </message>
    <message>
        <source>Until steady: the most rounds a test runs; past it the result says &quot;not steady&quot;</source>
        <translation>Bis stabil: höchstens so viele Runden läuft ein Test; danach meldet das Ergebnis „nicht stabil“</translation>
    </message>
    <message>
        <source>Repeat each timed test in rounds of one pass until it is steady (SNIA PTS: over the last five rounds the figures stay within 20 % of their mean and their trend within 10 %), or until the round limit, set beside it instead of the passes; the figure is then the mean of those five rounds</source>
        <translation>Jeden zeitgesteuerten Test in Runden zu je einem Durchlauf wiederholen, bis er stabil ist (SNIA PTS: über die letzten fünf Runden bleiben die Werte innerhalb von 20 % ihres Mittels und ihr Trend innerhalb von 10 %), oder bis zur Rundengrenze, die daneben statt der Durchläufe eingestellt wird; der Wert ist dann das Mittel dieser fünf Runden</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>Most rounds until steady</source>
        <translation>Höchstens Runden bis stabil</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>R&amp;unden</translation>
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
        <translation>Punkt %1 von %2: %3: %4</translation>
    </message>
    <message>
        <source>Points %1 – %2 of %3: %4: %5</source>
        <translation>Punkte %1 – %2 von %3: %4: %5</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::SurfaceMapView</name>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>not scanned</source>
        <translation>nicht geprüft</translation>
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
        <translation>Langsam: gelesen in mehr als dem %1-Fachen der mittleren Zeit (Median) je Punkt (%2 ms), oder eine Anfrage dauerte über %3 ms. Unlesbar: ein Lesen des Punkts oder ein zufälliger Zugriff in seinem Quadrat schlug fehl.</translation>
    </message>
    <message numerus="yes">
        <source>%n read error(s); unreadable: %1</source>
        <translation>
            <numerusform>%n Lesefehler; unlesbar: %1</numerusform>
            <numerusform>%n Lesefehler; unlesbar: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The scan stopped after %1 unreadable points in a row: the drive is failing there or has gone. Save its data first, then check its health.</source>
        <translation>Die Prüfung endete nach %1 unlesbaren Punkten in Folge: Das Laufwerk versagt dort oder ist weg. Sichern Sie zuerst seine Daten, dann prüfen Sie seinen Zustand.</translation>
    </message>
    <message>
        <source>The scan stopped after %1 read errors. Save the drive&apos;s data first, then check its health.</source>
        <translation>Die Prüfung endete nach %1 Lesefehlern. Sichern Sie zuerst die Daten des Laufwerks, dann prüfen Sie seinen Zustand.</translation>
    </message>
    <message>
        <source>The scan stopped: the device went away. Check its cable or connection.</source>
        <translation>Die Prüfung endete: Das Gerät ist verschwunden. Prüfen Sie Kabel oder Verbindung.</translation>
    </message>
    <message>
        <source>Every point read without error.</source>
        <translation>Jeder Punkt wurde fehlerfrei gelesen.</translation>
    </message>
    <message numerus="yes">
        <source>Full error scan: every block of %1, %n square(s)</source>
        <translation>
            <numerusform>Vollständige Fehlerprüfung: jeder Block von %1, %n Quadrat</numerusform>
            <numerusform>Vollständige Fehlerprüfung: jeder Block von %1, %n Quadrate</numerusform>
        </translation>
    </message>
    <message>
        <source>Left to right, top to bottom from the start (0) to the end (%1); each square is about %2, every %3 block of it read: its worst block decides its colour.</source>
        <translation>Von links nach rechts, von oben nach unten vom Anfang (0) bis zum Ende (%1); jedes Quadrat umfasst etwa %2, davon jeder %3 Block gelesen: Sein schlechtester Block bestimmt seine Farbe.</translation>
    </message>
    <message numerus="yes">
        <source>Sampled error scan: %n point(s) over %1</source>
        <translation>
            <numerusform>Fehlerprüfung mit Stichproben: %n Punkt über %1</numerusform>
            <numerusform>Fehlerprüfung mit Stichproben: %n Punkte über %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Left to right, top to bottom from the start (0) to the end (%1); each square is a point read (%2) and the span up to the next one, not read (sampled).</source>
        <translation>Von links nach rechts, von oben nach unten vom Anfang (0) bis zum Ende (%1); jedes Quadrat ist ein gelesener Punkt (%2) und der Abschnitt bis zum nächsten, nicht gelesen (Stichproben).</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::SweepChart</name>
    <message>
        <source>Transfer rate by block size</source>
        <translation>Übertragungsrate nach Blockgröße</translation>
    </message>
    <message>
        <source>Write (%1)</source>
        <translation>Schreiben (%1)</translation>
    </message>
    <message>
        <source>Read (%1)</source>
        <translation>Lesen (%1)</translation>
    </message>
    <message>
        <source>%1: read %2, write %3 (%4). Click a bar to see that test in the charts.</source>
        <translation>%1: Lesen %2, Schreiben %3 (%4). Ein Klick auf einen Balken zeigt diesen Test in den Diagrammen.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::TraceVerdictCard</name>
    <message>
        <source>Trace verdict</source>
        <translation>Trace-Urteil</translation>
    </message>
    <message>
        <source>Average data rate</source>
        <translation>Durchschnittliche Datenrate</translation>
    </message>
    <message>
        <source>Bytes read and written over the time the drive was busy (idle gaps left out), MB/s = 10^6 bytes per second: AnandTech&apos;s Average Data Rate</source>
        <translation>Gelesene und geschriebene Bytes über die Zeit, in der das Laufwerk beschäftigt war (Leerlaufpausen ausgenommen), MB/s = 10^6 Bytes pro Sekunde: AnandTechs Average Data Rate</translation>
    </message>
    <message>
        <source>Average latency</source>
        <translation>Durchschnittliche Latenz</translation>
    </message>
    <message>
        <source>99th percentile latency</source>
        <translation>Latenz (99. Perzentil)</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>All I/Os</source>
        <translation>Alle I/Os</translation>
    </message>
    <message>
        <source>I/Os above 10 ms</source>
        <translation>I/Os über 10 ms</translation>
    </message>
    <message>
        <source>I/Os above 100 ms</source>
        <translation>I/Os über 100 ms</translation>
    </message>
    <message>
        <source>Share of all I/Os</source>
        <translation>Anteil aller I/Os</translation>
    </message>
    <message>
        <source>%1: AnandTech Storage Bench figures</source>
        <translation>%1: Kennzahlen wie AnandTech Storage Bench</translation>
    </message>
    <message>
        <source>%1: AnandTech Storage Bench figures (incomplete: the playback was stopped part-way)</source>
        <translation>%1: Kennzahlen wie AnandTech Storage Bench (unvollständig: die Wiedergabe wurde vorzeitig beendet)</translation>
    </message>
    <message>
        <source>Data rate over the time the drive was busy, idle gaps left out, as AnandTech gives it. %1 I/Os; busy %2 s, idle %3 s.</source>
        <translation>Datenrate über die Zeit, in der das Laufwerk beschäftigt war, ohne Leerlaufpausen, wie bei AnandTech. %1 I/Os; beschäftigt %2 s, Leerlauf %3 s.</translation>
    </message>
    <message>
        <source>Average data rate %1; average latency %2, 99th percentile %3; I/Os above 10 ms %4, above 100 ms %5</source>
        <translation>Durchschnittliche Datenrate %1; durchschnittliche Latenz %2, 99. Perzentil %3; I/Os über 10 ms %4, über 100 ms %5</translation>
    </message>
    <message>
        <source>Trace: %1.</source>
        <translation>Trace: %1.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::WakeCurveView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: read latency against the idle time before it</source>
        <translation>%1: Leselatenz über der Leerlaufzeit davor</translation>
    </message>
    <message>
        <source>no idle: median %1</source>
        <translation>ohne Leerlauf: Median %1</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>expected (APST)</source>
        <translation>erwartet (APST)</translation>
    </message>
    <message>
        <source>PS%1 after %2: +%3</source>
        <translation>PS%1 nach %2: +%3</translation>
    </message>
    <message>
        <source>idle before the read (logarithmic)</source>
        <translation>Leerlauf vor dem Lesen (logarithmisch)</translation>
    </message>
    <message>
        <source>read latency (ms)</source>
        <translation>Leselatenz (ms)</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::WakeVerdictCard</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Wake-up latency verdict</source>
        <translation>Urteil zur Aufwach-Latenz</translation>
    </message>
    <message>
        <source>%1: latency after idle</source>
        <translation>%1: Latenz nach Leerlauf</translation>
    </message>
    <message>
        <source>%1: latency after idle (incomplete: stopped part-way)</source>
        <translation>%1: Latenz nach Leerlauf (unvollständig: unterwegs angehalten)</translation>
    </message>
    <message>
        <source>Idle before the read</source>
        <translation>Leerlauf vor dem Lesen</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lesevorgänge</translation>
    </message>
    <message>
        <source>A step is a rise of the median above the no-idle baseline; each is matched with the drive&apos;s APST power state reached by then</source>
        <translation>Eine Stufe ist ein Anstieg des Medians über den Bezug ohne Leerlauf; jede wird dem APST-Energiezustand zugeordnet, den das Laufwerk bis dahin erreicht hat</translation>
    </message>
    <message>
        <source>APST steps judged against: %1</source>
        <translation>APST-Stufen beurteilt anhand von: %1</translation>
    </message>
    <message>
        <source>Each read waits for the drive to be idle for the time on its row (4 KiB random reads at queue depth 1, direct I/O). A drive that saves power after a pause pays its wake-up on the first read after it.</source>
        <translation>Jeder Lesevorgang wartet, bis das Laufwerk so lange im Leerlauf war, wie seine Zeile angibt (zufällige 4-KiB-Lesevorgänge bei Warteschlangentiefe 1, direkte E/A). Ein Laufwerk, das nach einer Pause Energie spart, zahlt sein Aufwachen beim ersten Lesevorgang danach.</translation>
    </message>
</context>
<context>
    <name>drivebench::ui::WarningsView</name>
    <message>
        <source>Test in a no-CoW directory</source>
        <translation>In einem No-CoW-Verzeichnis testen</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>What may make this run&apos;s figures not the drive&apos;s. Warnings never stop a run.</source>
        <translation>Was die Werte dieses Laufs von denen des Laufwerks abweichen lassen kann. Warnungen halten keinen Lauf an.</translation>
    </message>
    <message>
        <source>Runs the test in a new, empty directory with copy-on-write switched off (chattr +C), made inside the chosen folder when you press Start and removed after the run. Nothing is changed until you press this button.</source>
        <translation>Führt den Test in einem neuen, leeren Verzeichnis mit abgeschaltetem Copy-on-Write (chattr +C) aus, das beim Druck auf Start im gewählten Ordner angelegt und nach dem Lauf entfernt wird. Nichts wird geändert, bevor Sie diese Schaltfläche drücken.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show or hide what each warning means and what to do</source>
        <translation>Zeigen oder verbergen, was jede Warnung bedeutet und was zu tun ist</translation>
    </message>
    <message>
        <source>Warning details</source>
        <translation>Warnungsdetails</translation>
    </message>
</context>
</TS>
