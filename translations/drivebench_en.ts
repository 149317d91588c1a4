<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>RunInfo</name>
    <message numerus="yes">
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n pass</numerusform>
            <numerusform>%n passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::CompareView</name>
    <message numerus="yes">
        <source>%n test(s) only one run has are listed at the end, not compared.</source>
        <translation>
            <numerusform>%n test only one run has is listed at the end, not compared.</numerusform>
            <numerusform>%n tests only one run has are listed at the end, not compared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) only one of these runs has are left out (not compared).</source>
        <translation>
            <numerusform>%n test only one of these runs has is left out (not compared).</numerusform>
            <numerusform>%n tests only one of these runs has are left out (not compared).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::DriveTrendView</name>
    <message numerus="yes">
        <source>%1: %n run(s) over time</source>
        <translation>
            <numerusform>%1: %n run over time</numerusform>
            <numerusform>%1: %n runs over time</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n run(s) with other settings left out)</source>
        <translation>
            <numerusform>(%n run with other settings left out)</numerusform>
            <numerusform>(%n runs with other settings left out)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HistoryView</name>
    <message numerus="yes">
        <source>%n run(s) in %1</source>
        <translation>
            <numerusform>%n run in %1</numerusform>
            <numerusform>%n runs in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the library? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n run from the library? This cannot be undone.</numerusform>
            <numerusform>Delete %n runs from the library? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) have a run of the profile %1: choose 2 to 6 drives that do.</source>
        <translation>
            <numerusform>%n drive has a run of the profile %1: choose 2 to 6 drives that do.</numerusform>
            <numerusform>%n drives have a run of the profile %1: choose 2 to 6 drives that do.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n drive(s))</source>
        <translation>
            <numerusform>%1 (%n drive)</numerusform>
            <numerusform>%1 (%n drives)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::HostRuns</name>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n running</numerusform>
            <numerusform>%n running</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished</source>
        <translation>
            <numerusform>%n finished</numerusform>
            <numerusform>%n finished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped by you</source>
        <translation>
            <numerusform>%n stopped by you</numerusform>
            <numerusform>%n stopped by you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) at once: %1</source>
        <translation>
            <numerusform>%n host at once: %1</numerusform>
            <numerusform>%n hosts at once: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped by you after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Stopped by you after %1 of %n test; the completed tests are kept.</numerusform>
            <numerusform>Stopped by you after %1 of %n tests; the completed tests are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n test(s).</source>
        <translation>
            <numerusform>Finished: %n test.</numerusform>
            <numerusform>Finished: %n tests.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::LiveCharts</name>
    <message numerus="yes">
        <source>all %n threads (sum)</source>
        <translation>
            <numerusform>all %n threads (sum)</numerusform>
            <numerusform>all %n threads (sum)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::MainWindow</name>
    <message numerus="yes">
        <source>This run: %n warning(s).</source>
        <translation>
            <numerusform>This run: %n warning.</numerusform>
            <numerusform>This run: %n warnings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) found</source>
        <translation>
            <numerusform>%n drive found</numerusform>
            <numerusform>%n drives found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before you start: %n warning(s). They do not stop the run.</source>
        <translation>
            <numerusform>Before you start: %n warning. They do not stop the run.</numerusform>
            <numerusform>Before you start: %n warnings. They do not stop the run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) into the results library.</source>
        <translation>
            <numerusform>Imported %n run into the results library.</numerusform>
            <numerusform>Imported %n runs into the results library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start on %n host(s)</source>
        <translation>
            <numerusform>Start on %n host</numerusform>
            <numerusform>Start on %n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped by you after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>Stopped by you after %1 of %n test; the completed tests are kept.</numerusform>
            <numerusform>Stopped by you after %1 of %n tests; the completed tests are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run failed after %1 of %n test(s); the completed tests are kept.</source>
        <translation>
            <numerusform>The run failed after %1 of %n test; the completed tests are kept.</numerusform>
            <numerusform>The run failed after %1 of %n tests; the completed tests are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n test(s) in %1</source>
        <translation>
            <numerusform>Done: %n test in %1</numerusform>
            <numerusform>Done: %n tests in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::RunNotifier</name>
    <message numerus="yes">
        <source>%n test(s) on %1 in %2.</source>
        <translation>
            <numerusform>%n test on %1 in %2.</numerusform>
            <numerusform>%n tests on %1 in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 after %2 on %3; %n completed test(s) are kept.</source>
        <translation>
            <numerusform>%1 after %2 on %3; %n completed test is kept.</numerusform>
            <numerusform>%1 after %2 on %3; %n completed tests are kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drivebench::ui::SurfaceMapView</name>
    <message numerus="yes">
        <source>%n read error(s); unreadable: %1</source>
        <translation>
            <numerusform>%n read error; unreadable: %1</numerusform>
            <numerusform>%n read errors; unreadable: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Full error scan: every block of %1, %n square(s)</source>
        <translation>
            <numerusform>Full error scan: every block of %1, %n square</numerusform>
            <numerusform>Full error scan: every block of %1, %n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sampled error scan: %n point(s) over %1</source>
        <translation>
            <numerusform>Sampled error scan: %n point over %1</numerusform>
            <numerusform>Sampled error scan: %n points over %1</numerusform>
        </translation>
    </message>
</context>
</TS>
