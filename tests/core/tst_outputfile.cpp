// SPDX-License-Identifier: GPL-3.0-or-later
// Output files (core/util/outputfile.h and every CLI option that names one: run --json,
// --fio-job, --export-iolog, identify --save, export -o): devices, FIFOs, sockets, directories
// and anything under /dev, /proc or /sys refused with the option and the path named; an existing
// regular file replaced whole (a new inode: a hard link to the old one keeps the old bytes),
// keeping its permissions; nothing left beside it. As root, each option pointed at a loop device
// is refused and the device's checksum is unchanged.
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/util/outputfile.h"
#include "core/util/uniquefd.h"

using namespace drivebench;

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

struct Outcome
{
    int exitCode = -1;
    QString out, err;
};

Outcome runCli(const QStringList &args)
{
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(120'000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

bool run(const QString &program, const QStringList &args, QString *out = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60'000))
        return false;
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

QString text(const Error &e) { return QString::fromStdString(e.text()); }

ino_t inode(const QString &path)
{
    struct stat st{};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void refusals_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("why");
        const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString socketPath = m_dir.filePath(QStringLiteral("sock"));
        const UniqueFd s(::socket(AF_UNIX, SOCK_STREAM, 0));
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        qstrncpy(addr.sun_path, QFile::encodeName(socketPath).constData(), sizeof addr.sun_path);
        QVERIFY(::bind(s.get(), reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0);
        const QString toNull = m_dir.filePath(QStringLiteral("to-null"));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), toNull));
        const QString toProc = m_dir.filePath(QStringLiteral("to-proc"));
        QVERIFY(QFile::link(QStringLiteral("/proc/self"), toProc));
        const QString dangling = m_dir.filePath(QStringLiteral("dangling"));
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("nothing/here")), dangling));
        QTest::newRow("character device") << QStringLiteral("/dev/null") << QStringLiteral("character device");
        QTest::newRow("fifo") << fifo << QStringLiteral("FIFO");
        QTest::newRow("socket") << socketPath << QStringLiteral("socket");
        QTest::newRow("directory") << m_dir.path() << QStringLiteral("directory");
        QTest::newRow("new file in /dev") << QStringLiteral("/dev/drivebench-new") << QStringLiteral("/dev");
        QTest::newRow("through /dev/shm/..") << QStringLiteral("/dev/shm/../drivebench-new") << QStringLiteral("/dev");
        QTest::newRow("proc") << QStringLiteral("/proc/self/comm") << QStringLiteral("/proc");
        QTest::newRow("sys") << QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled") << QStringLiteral("/sys");
        QTest::newRow("symlink to a device") << toNull << QStringLiteral("device");
        QTest::newRow("through a symlink to /proc") << toProc + QStringLiteral("/comm") << QStringLiteral("/proc");
        QTest::newRow("dangling symlink") << dangling << QStringLiteral("symbolic link");
        QTest::newRow("missing directory") << m_dir.filePath(QStringLiteral("no/such/dir/f.json")) << QStringLiteral("does not exist");
    }
    void refusals()
    {
        QFETCH(QString, path);
        QFETCH(QString, why);
        const auto checked = checkOutputPath(QStringLiteral("--json"), path);
        QVERIFY(!checked);
        const QString t = text(checked.error());
        QVERIFY2(t.contains(QLatin1String("--json")) && t.contains(path) && t.contains(why), qPrintable(t));
        QVERIFY(!writeOutputFile(QStringLiteral("--json"), path, "x"));
        QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/drivebench-new")));
    }

    // /dev/shm is a tmpfs for files: the one place under /dev an output may go.
    void devShmIsAllowed()
    {
        if (!QFileInfo(QStringLiteral("/dev/shm")).isDir())
            QSKIP("no /dev/shm here");
        QTemporaryDir shm(QStringLiteral("/dev/shm/tst_outputfile-XXXXXX"));
        QVERIFY(shm.isValid());
        const auto written = writeOutputFile(QStringLiteral("--json"), shm.filePath(QStringLiteral("r.json")), "{}\n");
        QVERIFY2(written, written ? "" : written.error().text().c_str());
    }

    void existingFileIsReplacedWhole()
    {
        const QString path = m_dir.filePath(QStringLiteral("result.json"));
        const QString link = m_dir.filePath(QStringLiteral("hardlink"));
        const QByteArray old(100'000, 'o');
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(old);
        }
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
        QVERIFY(::link(QFile::encodeName(path).constData(), QFile::encodeName(link).constData()) == 0);
        const ino_t before = inode(path);
        const auto written = writeOutputFile(QStringLiteral("--json"), path, "{\"new\": true}\n");
        QVERIFY2(written, written ? "" : written.error().text().c_str());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("{\"new\": true}\n")); // no tail of the old bytes
        QVERIFY(inode(path) != before);                        // a new file, renamed over
        QFile l(link);
        QVERIFY(l.open(QIODevice::ReadOnly));
        QCOMPARE(l.readAll(), old);                            // never truncated in place
        QCOMPARE(QFileInfo(path).permissions() & 0x7777, QFileInfo(link).permissions() & 0x7777);
        // Nothing else left beside it.
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral(".result.json*")}, QDir::Files | QDir::Hidden),
                 QStringList());
        QFile::remove(path);
        QFile::remove(link);
    }

    void uncommittedOutputLeavesNothing()
    {
        const QString path = m_dir.filePath(QStringLiteral("trace.iolog"));
        {
            auto out = AtomicOutput::create(QStringLiteral("--export-iolog"), path);
            QVERIFY(out);
            QVERIFY(QFileInfo::exists((*out)->temporaryPath()));
        }
        QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral(".trace.iolog*")}, QDir::Files | QDir::Hidden),
                 QStringList());
    }

    // Every CLI output option pointed at a device: refused, naming the option and the path, and
    // the device is byte for byte what it was; as root on a loop device, else on /dev/null.
    void cliOptionsRefuseDevices()
    {
        QString device = QStringLiteral("/dev/null");
        QString image;
        QByteArray before;
        if (::geteuid() == 0) {
            image = m_dir.filePath(QStringLiteral("disk.img"));
            QVERIFY(run(QStringLiteral("dd"), {QStringLiteral("if=/dev/urandom"), QStringLiteral("of=") + image,
                                                QStringLiteral("bs=1M"), QStringLiteral("count=4"),
                                                QStringLiteral("status=none")}));
            QString loop;
            if (run(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), image}, &loop))
                device = loop;
            before = sha256(device);
        }
        const QString work = m_dir.filePath(QStringLiteral("work"));
        QVERIFY(QDir().mkpath(work));
        const QStringList quick = {QStringLiteral("--target"), work, QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"),
                                   QStringLiteral("--op"), QStringLiteral("read"), QStringLiteral("--size"), QStringLiteral("16M"),
                                   QStringLiteral("--duration"), QStringLiteral("0.05"), QStringLiteral("--passes"), QStringLiteral("1"),
                                   QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--interval"), QStringLiteral("0"),
                                   QStringLiteral("--buffered"), QStringLiteral("--no-library")};
        struct Case { QString option; QStringList args; };
        const Case cases[] = {
            {QStringLiteral("--json"), QStringList{QStringLiteral("run")} + quick + QStringList{QStringLiteral("--json"), device}},
            {QStringLiteral("--fio-job"), QStringList{QStringLiteral("run")} + quick + QStringList{QStringLiteral("--fio-job"), device}},
            {QStringLiteral("--export-iolog"), {QStringLiteral("run"), QStringLiteral("--target"), work, QStringLiteral("--profile"),
                                                QStringLiteral("light"), QStringLiteral("--no-library"),
                                                QStringLiteral("--export-iolog"), device}},
            {QStringLiteral("--save"), {QStringLiteral("identify"), device, QStringLiteral("--save"), device}},
            {QStringLiteral("--output"), {QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--db"),
                                          m_dir.filePath(QStringLiteral("lib.sqlite")), QStringLiteral("-o"), device}},
        };
        QStringList failures;
        for (const Case &c : cases) {
            const Outcome o = runCli(c.args);
            if (o.exitCode == 0 || !o.err.contains(c.option) || !o.err.contains(device))
                failures << QStringLiteral("%1: exit %2: %3").arg(c.option).arg(o.exitCode).arg(o.err.trimmed());
        }
        const QByteArray after = image.isEmpty() ? QByteArray() : sha256(device);
        if (device.startsWith(QLatin1String("/dev/loop")))
            run(QStringLiteral("losetup"), {QStringLiteral("-d"), device});
        if (!image.isEmpty())
            QFile::remove(image);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
        QCOMPARE(after, before);
        QVERIFY(QDir(work).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }

    // --json and --fio-job at an existing file: replaced whole (a hard link keeps the old bytes).
    void cliReplacesExistingFilesWhole()
    {
        const QString work = m_dir.filePath(QStringLiteral("work2"));
        QVERIFY(QDir().mkpath(work));
        const QString json = m_dir.filePath(QStringLiteral("old.json"));
        const QString job = m_dir.filePath(QStringLiteral("old.fio"));
        const QByteArray old(1 << 20, '#');
        for (const QString &p : {json, job}) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(old);
            QVERIFY(::link(QFile::encodeName(p).constData(), QFile::encodeName(p + QStringLiteral(".keep")).constData()) == 0);
        }
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), work, QStringLiteral("--test"),
                                  QStringLiteral("RND4K_Q1T1"), QStringLiteral("--op"), QStringLiteral("read"),
                                  QStringLiteral("--size"), QStringLiteral("16M"), QStringLiteral("--duration"),
                                  QStringLiteral("0.05"), QStringLiteral("--passes"), QStringLiteral("1"),
                                  QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--interval"),
                                  QStringLiteral("0"), QStringLiteral("--buffered"), QStringLiteral("--no-library"),
                                  QStringLiteral("--json"), json, QStringLiteral("--fio-job"), job});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        const QByteArray bytes = j.readAll();
        QVERIFY(bytes.startsWith("{") && !bytes.contains('#'));
        QFile f(job);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("[RND4K_Q1T1-read]"));
        for (const QString &p : {json, job}) {
            QFile keep(p + QStringLiteral(".keep"));
            QVERIFY(keep.open(QIODevice::ReadOnly));
            QCOMPARE(keep.readAll(), old);
        }
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)

#include "tst_outputfile.moc"
