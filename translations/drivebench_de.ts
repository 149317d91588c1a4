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
        <translation><numerusform>%n Durchlauf</numerusform><numerusform>%n Durchläufe</numerusform></translation>
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
        <translation><numerusform>%n Lauf in %1</numerusform><numerusform>%n Läufe in %1</numerusform></translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the library? This cannot be undone.</source>
        <translation><numerusform>%n Lauf aus der Bibliothek löschen? Das lässt sich nicht rückgängig machen.</numerusform><numerusform>%n Läufe aus der Bibliothek löschen? Das lässt sich nicht rückgängig machen.</numerusform></translation>
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
        <source>Live charts: start a run to see each thread's bandwidth and latency.</source>
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
        <translation><numerusform>%n Thread (Summe)</numerusform><numerusform>alle %n Threads (Summe)</numerusform></translation>
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
        <source>Select a drive, then click Start.</source>
        <translation>Wählen Sie ein Laufwerk und klicken Sie auf Start.</translation>
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
        <source>No drive behind this target (%1)</source>
        <translation>Kein Laufwerk hinter diesem Ziel (%1)</translation>
    </message>
    <message>
        <source>AS SSD Benchmark's weights over MiB/s figures: Read = Seq×0.1 + 4K + 4K-64Thrd; Write likewise; Total = SeqW×0.15 + SeqR×0.1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1.5</source>
        <translation>Gewichte von AS SSD Benchmark über MiB/s-Werte: Lesen = Seq×0,1 + 4K + 4K-64Thrd; Schreiben ebenso; Gesamt = SeqW×0,15 + SeqR×0,1 + 4K-R×2 + 4K-W + 4K64-W + 4K64-R×1,5</translation>
    </message>
</context>
</TS>