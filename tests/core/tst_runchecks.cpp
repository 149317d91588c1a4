// SPDX-License-Identifier: GPL-3.0-or-later
// Run warnings: link ceilings after line coding, link_bound/above_link_ceiling on the fixture
// machines' current links, usb_bridge (UAS and BOT), dm_crypt, foreign_io from counters,
// small_test_file and low_free_space on this machine's temporary directory, and their JSON.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include "core/devices/linkceiling.h"
#include "core/results/resultexport.h"
#include "core/results/resultjson.h"
#include "core/runner/runchecks.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

RunSettings fixtureSettings(const QString &machine, const QString &path)
{
    const QString root = drivebench::testing::fixture("/sysfs/") + machine;
    RunSettings s;
    s.target.path = path;
    s.target.sysRoot = root + QStringLiteral("/sys");
    s.target.procRoot = root + QStringLiteral("/proc");
    return s;
}

QString fixtureDev(const QString &machine)
{
    return drivebench::testing::fixture("/sysfs/") + machine + QStringLiteral("/dev");
}

TestSpec readTest()
{
    TestSpec t;
    t.id = QStringLiteral("SEQ1M_Q8T1");
    t.op = IoOp::Read;
    t.blockSize = 1 << 20;
    return t;
}

TestSpec writeTest()
{
    TestSpec t = readTest();
    t.op = IoOp::Write;
    return t;
}

TestResult measured(double bytesPerS, const QString &op = QStringLiteral("read"))
{
    TestResult r;
    r.id = QStringLiteral("SEQ1M_Q8T1");
    r.op = op;
    r.completed = true;
    r.ios = 1000;
    r.bandwidthBytesPerS = bytesPerS;
    (op == QLatin1String("read") ? r.bytesRead : r.bytesWritten) = std::uint64_t(bytesPerS * 5);
    return r;
}

QStringList codes(const std::vector<RunWarning> &warnings)
{
    QStringList out;
    for (const RunWarning &w : warnings)
        out << w.code;
    return out;
}

const RunWarning *find(const std::vector<RunWarning> &warnings, const QString &code)
{
    for (const RunWarning &w : warnings)
        if (w.code == code)
            return &w;
    return nullptr;
}

} // namespace

class TestRunChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ceilings_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("width");
        QTest::addColumn<double>("mbPerS");
        QTest::newRow("SATA 1.5") << "sata" << 1.5 << 0 << 150.0;
        QTest::newRow("SATA 3") << "sata" << 3.0 << 0 << 300.0;
        QTest::newRow("SATA 6") << "sata" << 6.0 << 0 << 600.0;
        QTest::newRow("PCIe 1.0 x1") << "pcie" << 2.5 << 1 << 250.0;
        QTest::newRow("PCIe 2.0 x1") << "pcie" << 5.0 << 1 << 500.0;
        QTest::newRow("PCIe 3.0 x1") << "pcie" << 8.0 << 1 << 984.6;
        QTest::newRow("PCIe 4.0 x1") << "pcie" << 16.0 << 1 << 1969.2;
        QTest::newRow("PCIe 5.0 x1") << "pcie" << 32.0 << 1 << 3938.5;
        QTest::newRow("PCIe 3.0 x4") << "pcie" << 8.0 << 4 << 3938.5;
        QTest::newRow("USB 5") << "usb" << 5000.0 << 0 << 500.0;
        QTest::newRow("USB 10") << "usb" << 10000.0 << 0 << 1212.1;
        QTest::newRow("USB 20") << "usb" << 20000.0 << 0 << 2424.2;
        QTest::newRow("USB 2.0") << "usb" << 480.0 << 0 << 60.0;
    }
    void ceilings()
    {
        QFETCH(QString, kind);
        QFETCH(double, rate);
        QFETCH(int, width);
        QFETCH(double, mbPerS);
        const double got = kind == QLatin1String("sata") ? linkceiling::sataBytesPerS(rate)
                         : kind == QLatin1String("pcie") ? linkceiling::pcieBytesPerS(rate, width)
                                                         : linkceiling::usbBytesPerS(rate);
        QVERIFY2(qAbs(got / 1e6 - mbPerS) < 0.1, qPrintable(QString::number(got / 1e6)));
    }

    // The fixture desktop's SATA SSD trained at 3.0 Gb/s (drive and port max 6 / 3): the
    // ceiling is the current link's 300 MB/s.
    void sataLinkBoundAndAbove()
    {
        RunChecks checks = RunChecks::prepare(fixtureSettings(QStringLiteral("desktop"), QStringLiteral("/dev/sda")),
                                              {readTest()}, fixtureDev(QStringLiteral("desktop")));
        QVERIFY(checks.facts().ceiling);
        QCOMPARE(checks.facts().ceiling->bytesPerS, 300e6);
        QVERIFY(checks.facts().ceiling->link.contains(QStringLiteral("SATA 3.0 Gb/s")));
        checks.beginTest(readTest());
        auto bound = checks.endTest(measured(285e6));
        QCOMPARE(codes(bound), QStringList{QStringLiteral("link_bound")});
        QCOMPARE(bound[0].test, QStringLiteral("SEQ1M_Q8T1"));
        QCOMPARE(bound[0].op, QStringLiteral("read"));
        QCOMPARE(codes(checks.endTest(measured(310e6))), QStringList{QStringLiteral("above_link_ceiling")});
        QVERIFY(find(checks.endTest(measured(310e6)), QStringLiteral("above_link_ceiling"))
                    ->message.contains(QStringLiteral("faster than the link can carry")));
        QVERIFY(checks.endTest(measured(269e6)).empty()); // 10.3 % below: the drive's own figure
    }

    // The desktop's NVMe drive runs at PCIe 3.0 x2 in a 4.0 x4 slot: 1969 MB/s, not 7877.
    void pcieCurrentLinkNotMaximum()
    {
        RunChecks checks = RunChecks::prepare(
            fixtureSettings(QStringLiteral("desktop"), QStringLiteral("/home/user/drivebench-test-dir")),
            {readTest()}, fixtureDev(QStringLiteral("desktop")));
        QVERIFY(checks.facts().ceiling);
        QVERIFY(qAbs(checks.facts().ceiling->bytesPerS - 1969.2e6) < 1e5);
        QCOMPARE(codes(checks.endTest(measured(1900e6))), QStringList{QStringLiteral("link_bound")});
        QCOMPARE(codes(checks.endTest(measured(3500e6))), QStringList{QStringLiteral("above_link_ceiling")});
        // Full duplex: a mix moving 1500 MB/s each way is within the link's reach each way.
        TestResult mix = measured(3000e6, QStringLiteral("mix"));
        mix.bytesRead = mix.bytesWritten = 7500000000ull;
        QVERIFY(checks.endTest(mix).empty());
    }

    void usbBridges()
    {
        RunChecks uas = RunChecks::prepare(fixtureSettings(QStringLiteral("laptop"), QStringLiteral("/media/user/T7/bench")),
                                           {readTest()}, fixtureDev(QStringLiteral("laptop")));
        const RunWarning *w = find(uas.warnings(), QStringLiteral("usb_bridge"));
        QVERIFY2(w, qPrintable(codes(uas.warnings()).join(QLatin1Char(' '))));
        QVERIFY2(w->message.contains(QStringLiteral("UAS")), qPrintable(w->message));
        QVERIFY(w->message.contains(QStringLiteral("JMicron")));
        QVERIFY(w->test.isEmpty());
        QVERIFY(uas.facts().ceiling);
        QCOMPARE(uas.facts().ceiling->bytesPerS, 500e6);
        QCOMPARE(codes(uas.endTest(measured(6000e6))), QStringList{QStringLiteral("above_link_ceiling")});

        RunChecks bot = RunChecks::prepare(fixtureSettings(QStringLiteral("laptop"), QStringLiteral("/dev/sdb")),
                                           {readTest()}, fixtureDev(QStringLiteral("laptop")));
        w = find(bot.warnings(), QStringLiteral("usb_bridge"));
        QVERIFY(w);
        QVERIFY2(w->message.contains(QStringLiteral("BOT")), qPrintable(w->message));
        QVERIFY(bot.facts().ceiling);
        QCOMPARE(bot.facts().ceiling->bytesPerS, 60e6);

        // The NVMe drive on the same machine has no bridge.
        RunChecks nvme = RunChecks::prepare(fixtureSettings(QStringLiteral("laptop"), QStringLiteral("/dev/nvme0n1")),
                                            {readTest()}, fixtureDev(QStringLiteral("laptop")));
        QVERIFY(!find(nvme.warnings(), QStringLiteral("usb_bridge")));
    }

    void dmCrypt()
    {
        RunChecks luks = RunChecks::prepare(fixtureSettings(QStringLiteral("laptop"), QStringLiteral("/var/tmp/x")),
                                            {readTest()}, fixtureDev(QStringLiteral("laptop")));
        const RunWarning *w = find(luks.warnings(), QStringLiteral("dm_crypt"));
        QVERIFY2(w, qPrintable(codes(luks.warnings()).join(QLatin1Char(' '))));
        QVERIFY(w->message.contains(QStringLiteral("dm-0")));
        // LUKS on md on the server.
        RunChecks md = RunChecks::prepare(fixtureSettings(QStringLiteral("server"), QStringLiteral("/srv/data")),
                                          {readTest()}, fixtureDev(QStringLiteral("server")));
        QVERIFY(find(md.warnings(), QStringLiteral("dm_crypt")));
        QCOMPARE(md.facts().countersDevice, QStringLiteral("dm-0")); // two disks: the top device
        // The plain md root has none.
        RunChecks plain = RunChecks::prepare(fixtureSettings(QStringLiteral("server"), QStringLiteral("/etc/x")),
                                             {readTest()}, fixtureDev(QStringLiteral("server")));
        QVERIFY(!find(plain.warnings(), QStringLiteral("dm_crypt")));
    }

    void foreignIo()
    {
        TestResult ours = measured(100e6); // 500 MB read
        const BlockCounters before{1000000000ull, 7000ull};
        // The disk read exactly our bytes plus 1 MB of metadata: nothing to say.
        QVERIFY(!RunChecks::foreignIoWarning(ours, QStringLiteral("sda"), before,
                                             {before.readBytes + ours.bytesRead + 1000000, before.writtenBytes}));
        // Another 300 MB: said, with how much.
        auto w = RunChecks::foreignIoWarning(ours, QStringLiteral("sda"), before,
                                             {before.readBytes + ours.bytesRead + 300000000, before.writtenBytes + 4096});
        QVERIFY(w);
        QCOMPARE(w->code, QStringLiteral("foreign_io"));
        QCOMPARE(w->test, QStringLiteral("SEQ1M_Q8T1"));
        QVERIFY2(w->message.contains(QStringLiteral("read 300.0 MB")), qPrintable(w->message));
        QVERIFY(w->message.contains(QStringLiteral("sda")));
        // Writes by someone else during a read test.
        QVERIFY(RunChecks::foreignIoWarning(ours, QStringLiteral("sda"), before,
                                            {before.readBytes + ours.bytesRead, before.writtenBytes + 50000000}));
        // A partial test's counters include the dropped pass: not judged.
        ours.completed = false;
        QVERIFY(!RunChecks::foreignIoWarning(ours, QStringLiteral("sda"), before,
                                             {before.readBytes + 2 * ours.bytesRead, before.writtenBytes}));
    }

    void blockCountersFromStat()
    {
        QTemporaryDir sys;
        QVERIFY(QDir(sys.path()).mkpath(QStringLiteral("block/loop3")));
        QFile f(sys.filePath(QStringLiteral("block/loop3/stat")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("     120        0     2048       10       30        0      800       12        0       20       22\n");
        f.close();
        const auto c = readBlockCounters(sys.path(), QStringLiteral("loop3"));
        QVERIFY(c);
        QCOMPARE(c->readBytes, 2048ull * 512);
        QCOMPARE(c->writtenBytes, 800ull * 512);
        QVERIFY(!readBlockCounters(sys.path(), QStringLiteral("loop4")));
    }

    void smallTestFileBuffered()
    {
        QTemporaryDir dir;
        RunSettings s;
        s.target.path = dir.path();
        s.target.fileSizeBytes = 64ull << 20;
        s.target.cache = CacheMode::Buffered;
        RunChecks buffered = RunChecks::prepare(s, {readTest()});
        const RunWarning *w = find(buffered.warnings(), QStringLiteral("small_test_file"));
        QVERIFY2(w, qPrintable(codes(buffered.warnings()).join(QLatin1Char(' '))));
        QVERIFY(w->message.contains(QStringLiteral("64 MiB")));
        s.target.cache = CacheMode::Direct;
        QVERIFY(!find(RunChecks::prepare(s, {readTest()}).warnings(), QStringLiteral("small_test_file")));
    }

    void lowFreeSpace()
    {
        QTemporaryDir dir;
        RunSettings s;
        s.target.path = dir.path();
        s.target.fileSizeBytes = 16ull << 20;
        RunChecks checks = RunChecks::prepare(s, {readTest()});
        const bool startsLow = find(checks.warnings(), QStringLiteral("low_free_space"));
        QVERIFY(checks.facts().freeBytes > 0);
        // A test file that takes all but 1 % of what is free leaves less than 10 % of the
        // filesystem whatever its size.
        s.target.fileSizeBytes = checks.facts().freeBytes - checks.facts().freeBytes / 100;
        // The checks outlive the warning found in them (a temporary's warnings would be freed at
        // the end of the statement: AddressSanitizer's heap-use-after-free in CI's asan run).
        const RunChecks full = RunChecks::prepare(s, {writeTest()});
        const RunWarning *w = find(full.warnings(), QStringLiteral("low_free_space"));
        QVERIFY(w);
        QVERIFY(w->message.contains(QStringLiteral("free of")));
        // One unit system, the sizes' own (the Size choice and --size are MiB/GiB).
        QVERIFY2(w->message.contains(QStringLiteral("iB")) && !w->message.contains(QStringLiteral(" MB")),
                 qPrintable(w->message));
        Q_UNUSED(startsLow);
    }

    // The mount options come from the one mount table of the injected procfs root: a btrfs
    // mounted with compress=zstd:3 at a mount point with a space (\040 in mountinfo).
    void mountOptionsFromTheInjectedProcRoot()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("proc/self")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("my data")));
        const QString target = QFileInfo(dir.path() + QStringLiteral("/my data")).canonicalFilePath();
        QFile info(dir.path() + QStringLiteral("/proc/self/mountinfo"));
        QVERIFY(info.open(QIODevice::WriteOnly));
        QString escaped = target;
        escaped.replace(QLatin1Char(' '), QStringLiteral("\\040"));
        info.write(QStringLiteral("29 1 8:2 / / rw,relatime - ext4 /dev/sda2 rw\n"
                                  "40 29 0:45 / %1 rw,noatime - btrfs /dev/sdb rw,compress=zstd:3\n")
                       .arg(escaped).toUtf8());
        info.close();
        RunSettings s;
        s.target.path = target;
        s.target.procRoot = dir.path() + QStringLiteral("/proc");
        s.target.sysRoot = dir.path() + QStringLiteral("/sys");
        RunChecks checks = RunChecks::prepare(s, {writeTest()}, dir.path() + QStringLiteral("/dev"));
        QCOMPARE(checks.facts().filesystem, QStringLiteral("btrfs"));
        QCOMPARE(checks.facts().mountPoint, target);
        QCOMPARE(checks.facts().mountOptions, (QStringList{QStringLiteral("rw"), QStringLiteral("noatime"),
                                                           QStringLiteral("rw"), QStringLiteral("compress=zstd:3")}));
        const RunWarning *w = find(checks.warnings(), QStringLiteral("btrfs_compression"));
        QVERIFY2(w, qPrintable(codes(checks.warnings()).join(QLatin1Char(' '))));
        QVERIFY2(w->message.contains(QStringLiteral("compress=zstd:3")), qPrintable(w->message));
    }

    void nothingOnAPlainDirectory()
    {
        QTemporaryDir dir;
        RunSettings s;
        s.target.path = dir.path();
        s.target.fileSizeBytes = 1 << 20;
        RunChecks checks = RunChecks::prepare(s, {writeTest()});
        for (const RunWarning &w : checks.warnings()) // this host's tmp is not btrfs, FUSE, ...
            QVERIFY2(w.code == QLatin1String("low_free_space") || w.code == QLatin1String("dm_crypt"),
                     qPrintable(w.code + QStringLiteral(": ") + w.message));
    }

    void jsonAndExports()
    {
        RunResult run;
        run.completed = true;
        run.tests.push_back(measured(310e6));
        TestResult write = measured(100e6, QStringLiteral("write"));
        run.tests.push_back(write);
        run.warnings.push_back({QStringLiteral("dm_crypt"), {}, {}, QStringLiteral("encrypted")});
        run.warnings.push_back({QStringLiteral("above_link_ceiling"), QStringLiteral("SEQ1M_Q8T1"),
                                QStringLiteral("read"), QStringLiteral("faster than the link")});
        const QJsonObject json = toJson(run);
        const QJsonArray list = json.value(QStringLiteral("warnings")).toArray();
        QCOMPARE(list.size(), 2);
        QVERIFY(list.at(0).toObject().value(QStringLiteral("test")).isNull());
        QCOMPARE(list.at(1).toObject().value(QStringLiteral("test")).toString(), QStringLiteral("SEQ1M_Q8T1"));
        auto back = runFromJson(json);
        QVERIFY(back);
        QCOMPARE(back->warnings.size(), std::size_t(2));
        QCOMPARE(back->warnings[1].op, QStringLiteral("read"));
        QVERIFY(back->warnings[0].test.isEmpty());

        // The read test is marked, the write test (same id) is not.
        QCOMPARE(warningMark(run, run.tests[0]), QStringLiteral("[above link ceiling]"));
        QVERIFY(warningMark(run, run.tests[1]).isEmpty());
        const QString text = toCrystalDiskMarkText(run);
        QVERIFY2(text.contains(QStringLiteral("[above link ceiling]")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Warning: dm_crypt: encrypted")));
        const QStringList rows = toCsv(run).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(rows.at(0).section(QLatin1Char(','), -1), QStringLiteral("warnings"));
        QCOMPARE(rows.at(1).section(QLatin1Char(','), -1), QStringLiteral("above_link_ceiling"));
        QCOMPARE(rows.at(2).section(QLatin1Char(','), -1), QString());
    }
};

QTEST_GUILESS_MAIN(TestRunChecks)
#include "tst_runchecks.moc"
