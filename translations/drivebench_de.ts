<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
</context>
<context>
    <name>drivebench::ui::CompareView</name>
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
        <source>Comparing %1 — differences are against %2</source>
        <translation>Vergleich von %1 – Unterschiede relativ zu %2</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
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
        <source>A raw device or file runs read tests only; writes would destroy its data (drivebench-cli --destructive can write to an unused device).</source>
        <translation>Auf einem Rohgerät oder einer Datei laufen nur Lesetests; Schreiben würde die Daten zerstören (drivebench-cli --destructive kann auf ein unbenutztes Gerät schreiben).</translation>
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
        <source>Raw device: read tests only over the whole drive; writes would destroy data and are never done from the window.</source>
        <translation>Rohgerät: nur Lesetests über das ganze Laufwerk; Schreiben würde Daten zerstören und geschieht nie aus dem Fenster.</translation>
    </message>
    <message>
        <source>Test file in %1</source>
        <translation>Testdatei in %1</translation>
    </message>
    <message>
        <source>%1 (raw, read only)</source>
        <translation>%1 (roh, nur lesen)</translation>
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
        <source>I/Os by 100 ms mean latency</source>
        <translation>E/As nach mittlerer Latenz je 100 ms</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>E/As</translation>
    </message>
    <message>
        <source>≤ µs (upper bucket edge)</source>
        <translation>≤ µs (obere Klassengrenze)</translation>
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
        <source>MB/s</source>
        <translation>MB/s</translation>
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
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
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
        <source>&amp;About DriveBench</source>
        <translation>Ü&amp;ber DriveBench</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
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
        <source>ETA %1</source>
        <translation>Rest %1</translation>
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
        <source>Preparing the test file… %p %</source>
        <translation>Testdatei wird vorbereitet… %p %</translation>
    </message>
    <message>
        <source>Creating and filling the test file</source>
        <translation>Testdatei wird angelegt und gefüllt</translation>
    </message>
    <message>
        <source>Test %1 of %2: %3 (warm-up, then measured passes)</source>
        <translation>Test %1 von %2: %3 (Aufwärmen, dann gemessene Durchläufe)</translation>
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
        <source>The profile %1 has no tests for this choice.</source>
        <translation>Das Profil %1 hat für diese Auswahl keine Tests.</translation>
    </message>
    <message>
        <source>Pick another profile, or Read + write.</source>
        <translation>Wählen Sie ein anderes Profil oder Lesen + Schreiben.</translation>
    </message>
    <message>
        <source>Waiting for the first test…</source>
        <translation>Warten auf den ersten Test…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Start…</translation>
    </message>
    <message>
        <source>Running on %1</source>
        <translation>Läuft auf %1</translation>
    </message>
    <message>
        <source>Stopping: waiting for the I/O in flight…</source>
        <translation>Wird gestoppt: Warten auf laufende E/As…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n test(s) in %1</source>
        <translation>
            <numerusform>Fertig: %n Test in %1</numerusform>
            <numerusform>Fertig: %n Tests in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the tests completed before Stop are kept.</source>
        <translation>Gestoppt: Die vor dem Stopp abgeschlossenen Tests bleiben erhalten.</translation>
    </message>
    <message>
        <source>The run failed; completed tests are kept.</source>
        <translation>Der Lauf ist fehlgeschlagen; abgeschlossene Tests bleiben erhalten.</translation>
    </message>
    <message>
        <source>Run finished</source>
        <translation>Lauf beendet</translation>
    </message>
    <message>
        <source>Run ended early</source>
        <translation>Lauf vorzeitig beendet</translation>
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
        <source>Save screenshot of results</source>
        <translation>Bildschirmfoto der Ergebnisse speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
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
        <source>About DriveBench</source>
        <translation>Über DriveBench</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;DriveBench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A disk benchmark for Linux: sequential and random transfers, latency percentiles and live per-thread charts.&lt;/p&gt;&lt;p&gt;MB/s are 10&lt;sup&gt;6&lt;/sup&gt; bytes per second.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;DriveBench %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ein Laufwerks-Benchmark für Linux: sequenzielle und zufällige Transfers, Latenz-Perzentile und Live-Diagramme je Thread.&lt;/p&gt;&lt;p&gt;MB/s sind 10&lt;sup&gt;6&lt;/sup&gt; Byte pro Sekunde.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Stopping the run…</source>
        <translation>Lauf wird gestoppt…</translation>
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
        <source>Select a drive to see its health.</source>
        <translation>Wählen Sie ein Laufwerk, um seinen Zustand zu sehen.</translation>
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
</context>
<context>
    <name>drivebench::ui::ResultPanel</name>
    <message>
        <source>Unit of the figures. MB/s = 10^6 bytes per second.</source>
        <translation>Einheit der Werte. MB/s = 10^6 Byte pro Sekunde.</translation>
    </message>
    <message>
        <source>AS SSD score</source>
        <translation>AS-SSD-Punkte</translation>
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
        <source>AS SSD Benchmark&apos;s weights over MiB/s figures: Read = Seq×0.1 + 4K + 4K-64Thrd; Write likewise; Total = SeqW×0.15 + SeqR×0.1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1.5</source>
        <translation>Gewichte von AS SSD Benchmark über MiB/s-Werte: Lesen = Seq×0,1 + 4K + 4K-64Thrd; Schreiben ebenso; Gesamt = SeqW×0,15 + SeqR×0,1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1,5</translation>
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
        <source>Drive temperature: %1 °C at the start, %2 °C at most, %3 °C at the end</source>
        <translation>Laufwerkstemperatur: %1 °C zu Beginn, höchstens %2 °C, %3 °C am Ende</translation>
    </message>
    <message>
        <source>The drive throttled during this test: %1</source>
        <translation>Das Laufwerk hat in diesem Test gedrosselt: %1</translation>
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
        <source>Workload profile (docs/workloads.md)</source>
        <translation>Arbeitslast-Profil (docs/workloads.md)</translation>
    </message>
</context>
</TS>
