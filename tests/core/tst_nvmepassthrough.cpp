// SPDX-License-Identifier: GPL-3.0-or-later
// NVMe passthrough (the io_uring_cmd engine): the Read/Write command layout for 512 B and 4 KiB
// LBAs, the requests it refuses, the block device -> /dev/ngXnY mapping on a sysfs tree shaped
// like the rig's 6.1 kernel (every refusal with its cause and fix), the engine's refusals of
// requests it never sends, the probe's words on a file that takes no NVMe commands, and the
// target's refusal of anything but a block device. The commands on a real namespace: the rig's
// tests/rig/guest/19-engine-passthrough.sh.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "core/engine/nvmepassthrough.h"
#include "core/engine/target.h"
#include "core/engine/uringengine.h"
#include "core/runner/fiojob.h"
#include "core/runner/settingnames.h"
#include "core/workloads/testspec.h"
#include "core/util/alignedbuffer.h"
#include "core/util/uniquefd.h"
#include "tests/common/settingfixcheck.h"

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

// Writes text to root/rel, making its folders.
void put(const QString &root, const QString &rel, const QByteArray &text)
{
    const QString path = root + QLatin1Char('/') + rel;
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// A symbolic link root/rel -> target (made relative by the caller, as sysfs's are).
void link(const QString &root, const QString &rel, const QString &target)
{
    const QString path = root + QLatin1Char('/') + rel;
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QVERIFY2(QFile::link(target, path), qPrintable(path));
}

constexpr char kCtrl[] = "devices/pci0000:00/0000:00:02.0/0000:01:00.0/nvme/nvme0";

// The rig's 6.1 layout: /sys/dev/block/259:0 -> the namespace's disk under its controller, the
// generic device ng0n1 beside it (listed in class/nvme-generic, dev = the char device's number),
// a partition nvme0n1p1 (259:1), a SATA disk sda (8:0). dev/ng0n1 stands for the char device:
// a link to /dev/null (1:3), whose number sysfs then gives.
void makeMachine(const QString &root, const QByteArray &ngDev = "1:3\n", bool withNg = true)
{
    const QString sys = root + QStringLiteral("/sys");
    const QString ctrl = QLatin1String(kCtrl);
    put(sys, ctrl + QStringLiteral("/nvme0n1/dev"), "259:0\n");
    put(sys, ctrl + QStringLiteral("/nvme0n1/queue/max_hw_sectors_kb"), "512\n");
    put(sys, ctrl + QStringLiteral("/nvme0n1/queue/max_segments"), "127\n");
    put(sys, ctrl + QStringLiteral("/nvme0n1/nvme0n1p1/dev"), "259:1\n");
    put(sys, ctrl + QStringLiteral("/nvme0n1/nvme0n1p1/partition"), "1\n");
    link(sys, QStringLiteral("dev/block/259:0"), QStringLiteral("../../") + ctrl + QStringLiteral("/nvme0n1"));
    link(sys, QStringLiteral("dev/block/259:1"),
         QStringLiteral("../../") + ctrl + QStringLiteral("/nvme0n1/nvme0n1p1"));
    put(sys, QStringLiteral("devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/block/sda/dev"),
        "8:0\n");
    link(sys, QStringLiteral("dev/block/8:0"),
         QStringLiteral("../../devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/block/sda"));
    if (withNg) {
        put(sys, ctrl + QStringLiteral("/ng0n1/dev"), ngDev);
        link(sys, QStringLiteral("class/nvme-generic/ng0n1"),
             QStringLiteral("../../") + ctrl + QStringLiteral("/ng0n1"));
    }
    QVERIFY(QDir().mkpath(root + QStringLiteral("/dev")));
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), root + QStringLiteral("/dev/ng0n1")));
}

// A 1 MiB file of zeros in dir, open read-write; an empty descriptor when it cannot be made.
UniqueFd zeroFile(const QTemporaryDir &dir)
{
    const QByteArray path = QFile::encodeName(dir.path() + QStringLiteral("/f"));
    UniqueFd fd(::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600));
    if (fd && ::ftruncate(fd.get(), 1 << 20) != 0)
        fd.reset();
    return fd;
}

// io_uring refused here (a container's seccomp filter): the engine tests cannot run.
bool uringRefused(const Error &e)
{
    return e.errnoValue() == EPERM || e.errnoValue() == ENOSYS;
}

} // namespace

class TestNvmePassthrough : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readCommand512();
    void writeCommand4k();
    void refusesPartialBlocks_data();
    void refusesPartialBlocks();
    void lbaShift();
    void mapsNamespaceToGenericDevice();
    void mappingRefusals_data();
    void mappingRefusals();
    void metadataNamespaceRefused();
    void refusalWords();
    void engineNeverSendsRefusedRequests();
    void probeOnAFileNamesTheCause();
    void targetMustBeABlockDevice();
    void settingNames();
    void fioJobUsesIoUringCmd();
};

void TestNvmePassthrough::readCommand512()
{
    nvme_uring_cmd cmd{};
    alignas(4096) static unsigned char buffer[8192];
    QVERIFY(encodeNvmeRw(cmd, IoDirection::Read, 512ull * 1000, 4096, buffer, 1, 9));
    QCOMPARE(cmd.opcode, std::uint8_t(0x02));
    QCOMPARE(cmd.nsid, 1u);
    QCOMPARE(cmd.cdw10, 1000u); // SLBA low
    QCOMPARE(cmd.cdw11, 0u);    // SLBA high
    QCOMPARE(cmd.cdw12, 7u);    // 8 blocks, 0's based
    QCOMPARE(cmd.data_len, 4096u);
    QCOMPARE(cmd.addr, std::uint64_t(reinterpret_cast<std::uintptr_t>(buffer)));
    QCOMPARE(cmd.flags, std::uint8_t(0));
    QCOMPARE(cmd.metadata, std::uint64_t(0));
    QCOMPARE(cmd.metadata_len, 0u);
    QCOMPARE(cmd.cdw13, 0u);
    QCOMPARE(cmd.timeout_ms, 0u);
    // One 512-byte block at LBA 0: NLB field 0.
    QVERIFY(encodeNvmeRw(cmd, IoDirection::Read, 0, 512, buffer, 3, 9));
    QCOMPARE(cmd.cdw10, 0u);
    QCOMPARE(cmd.cdw12, 0u);
    QCOMPARE(cmd.nsid, 3u);
}

void TestNvmePassthrough::writeCommand4k()
{
    nvme_uring_cmd cmd{};
    alignas(4096) static unsigned char buffer[1 << 20];
    // An SLBA above 2^32: the high half in cdw11.
    const std::uint64_t slba = (std::uint64_t(1) << 32) + 5;
    QVERIFY(encodeNvmeRw(cmd, IoDirection::Write, slba * 4096, 1u << 20, buffer, 2, 12));
    QCOMPARE(cmd.opcode, std::uint8_t(0x01));
    QCOMPARE(cmd.nsid, 2u);
    QCOMPARE(cmd.cdw10, 5u);
    QCOMPARE(cmd.cdw11, 1u);
    QCOMPARE(cmd.cdw12, 255u); // 256 blocks of 4 KiB
    QCOMPARE(cmd.data_len, 1u << 20);
    // The largest command: 65536 blocks (NLB 0xffff).
    QVERIFY(encodeNvmeRw(cmd, IoDirection::Write, 0, 65536u * 512, buffer, 2, 9));
    QCOMPARE(cmd.cdw12, 0xffffu);
}

void TestNvmePassthrough::refusesPartialBlocks_data()
{
    QTest::addColumn<quint64>("offset");
    QTest::addColumn<quint32>("length");
    QTest::addColumn<quint32>("lba");
    QTest::addColumn<QString>("cause");
    QTest::newRow("offset inside a 4K block") << quint64(512) << quint32(4096) << quint32(4096)
                                               << "is not a whole number of 4096-byte";
    QTest::newRow("length not whole 4K blocks") << quint64(0) << quint32(6144) << quint32(4096)
                                                 << "is not a whole number of 4096-byte";
    QTest::newRow("length not whole 512 B blocks") << quint64(0) << quint32(1000) << quint32(512)
                                                    << "is not a whole number of 512-byte";
    QTest::newRow("empty") << quint64(0) << quint32(0) << quint32(512) << "is not a whole number";
    QTest::newRow("more than 65536 blocks") << quint64(0) << quint32(65537u * 512) << quint32(512)
                                            << "more than one NVMe command carries";
}

void TestNvmePassthrough::refusesPartialBlocks()
{
    QFETCH(quint64, offset);
    QFETCH(quint32, length);
    QFETCH(quint32, lba);
    QFETCH(QString, cause);
    nvme_uring_cmd cmd{};
    cmd.opcode = 0x7f; // must stay as it was
    cmd.cdw10 = 0x1234;
    static unsigned char buffer[16];
    QVERIFY(!encodeNvmeRw(cmd, IoDirection::Read, offset, length, buffer, 1, unsigned(lbaShiftOf(lba))));
    QCOMPARE(cmd.opcode, std::uint8_t(0x7f));
    QCOMPARE(cmd.cdw10, 0x1234u);
    const auto checked = checkNvmeRw(offset, length, lba);
    QVERIFY(!checked);
    QVERIFY2(QString::fromStdString(checked.error().message).contains(cause),
             checked.error().message.c_str());
    QVERIFY(!checked.error().hint.empty());
    QVERIFY(checkNvmeRw(4096, 8192, 4096));
}

void TestNvmePassthrough::lbaShift()
{
    QCOMPARE(lbaShiftOf(512), 9);
    QCOMPARE(lbaShiftOf(4096), 12);
    QCOMPARE(lbaShiftOf(65536), 16);
    QCOMPARE(lbaShiftOf(520), -1); // 512 + 8 metadata is not a data size
    QCOMPARE(lbaShiftOf(256), -1);
    QVERIFY(!checkNvmeRw(0, 520, 520));
}

void TestNvmePassthrough::mapsNamespaceToGenericDevice()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    makeMachine(root.path());
    const auto node = findNvmeGenericNode(makedev(259, 0), root.path() + QStringLiteral("/sys"),
                                          root.path() + QStringLiteral("/dev"));
    QVERIFY2(node, node ? "" : node.error().text().c_str());
    QCOMPARE(node->blockName, QStringLiteral("nvme0n1"));
    QCOMPARE(node->name, QStringLiteral("ng0n1"));
    QCOMPARE(node->path, root.path() + QStringLiteral("/dev/ng0n1"));
    QCOMPARE(node->major, 1u);
    QCOMPARE(node->minor, 3u);
    QCOMPARE(node->maxTransferBytes, std::uint64_t(512) * 1024);
    QCOMPARE(node->maxSegments, 127u);
}

void TestNvmePassthrough::mappingRefusals_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<QByteArray>("ngDev"); // the generic device's sysfs dev file
    QTest::addColumn<bool>("withNg");
    QTest::addColumn<QString>("cause");
    QTest::addColumn<QString>("fix");
    QTest::newRow("wrong char device number") << 259 << 0 << QByteArray("242:0\n") << true
                                              << "is not the character device 242:0"
                                              << "mknod";
    QTest::newRow("no generic device") << 259 << 0 << QByteArray() << false
                                       << "nvme0n1 has no NVMe generic device" << "run with I/O engine io_uring";
    QTest::newRow("partition") << 259 << 1 << QByteArray("1:3\n") << true
                               << "nvme0n1p1 is a partition" << "/dev/nvme0n1";
    QTest::newRow("SATA disk") << 8 << 0 << QByteArray("1:3\n") << true
                               << "only on NVMe namespaces, and sda is not one" << "run with I/O engine io_uring";
    QTest::newRow("unknown to sysfs") << 7 << 99 << QByteArray("1:3\n") << true
                                      << "7:99 is not in" << "run with I/O engine io_uring";
    QTest::newRow("garbled dev file") << 259 << 0 << QByteArray("ng\n") << true
                                      << "not MAJOR:MINOR" << "run with I/O engine io_uring";
}

void TestNvmePassthrough::mappingRefusals()
{
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(QByteArray, ngDev);
    QFETCH(bool, withNg);
    QFETCH(QString, cause);
    QFETCH(QString, fix);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    makeMachine(root.path(), ngDev, withNg);
    const auto node = findNvmeGenericNode(makedev(unsigned(major), unsigned(minor)),
                                          root.path() + QStringLiteral("/sys"),
                                          root.path() + QStringLiteral("/dev"));
    QVERIFY(!node);
    QVERIFY2(QString::fromStdString(node.error().message).contains(cause), node.error().message.c_str());
    // The hint with its settings in plain words: the engine as a typed fix, not an option.
    const QString hint = QString::fromStdString(node.error().hintText(neutralWords));
    QVERIFY2(hint.contains(fix), qPrintable(hint));
}

void TestNvmePassthrough::metadataNamespaceRefused()
{
    // 4096+8 with protection information, as enterprise drives ship: the commands carry no
    // metadata buffer, so the namespace is refused before a command is built.
    for (const char *file : {"metadata_bytes", "integrity/tuple_size"}) {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        makeMachine(root.path());
        put(root.path() + QStringLiteral("/sys"),
            QLatin1String(kCtrl) + QStringLiteral("/nvme0n1/") + QLatin1String(file), "8\n");
        const auto node = findNvmeGenericNode(makedev(259, 0), root.path() + QStringLiteral("/sys"),
                                              root.path() + QStringLiteral("/dev"));
        QVERIFY2(!node, file);
        QVERIFY2(QString::fromStdString(node.error().message).contains(QLatin1String("8 bytes of metadata")),
                 node.error().message.c_str());
        QVERIFY(namesSetting(node.error(), Setting::Engine, QStringLiteral("io_uring")));
    }
    // Zero metadata (what a plain namespace shows) maps as before.
    QTemporaryDir root;
    makeMachine(root.path());
    put(root.path() + QStringLiteral("/sys"), QLatin1String(kCtrl) + QStringLiteral("/nvme0n1/metadata_bytes"), "0\n");
    QVERIFY(findNvmeGenericNode(makedev(259, 0), root.path() + QStringLiteral("/sys"),
                                root.path() + QStringLiteral("/dev")));
}

void TestNvmePassthrough::refusalWords()
{
    const QString ng = QStringLiteral("/dev/ng0n1");
    const Error acces = nvmePassthroughRefusal(EACCES, ng, false);
    QVERIFY(QString::fromStdString(acces.message).contains(ng));
    QVERIFY(QString::fromStdString(acces.hint).contains(QLatin1String("run as root")));
    QVERIFY(namesSetting(acces, Setting::Engine, QStringLiteral("io_uring")));
    const Error notsup = nvmePassthroughRefusal(EOPNOTSUPP, ng, false);
    QVERIFY(QString::fromStdString(notsup.hint).contains(QLatin1String("5.19")));
    QCOMPARE(notsup.errnoValue(), EOPNOTSUPP);
    const Error setup = nvmePassthroughRefusal(EINVAL, ng, true);
    QVERIFY(QString::fromStdString(setup.message).contains(QLatin1String("128-byte SQEs")));
    QVERIFY(QString::fromStdString(setup.hint).contains(QLatin1String("Linux 5.19+")));
    QVERIFY(namesSetting(setup, Setting::Engine, QStringLiteral("io_uring")));
    const Error denied = nvmePassthroughRefusal(EPERM, ng, true);
    QVERIFY(QString::fromStdString(denied.hint).contains(QLatin1String("seccomp")));
}

void TestNvmePassthrough::engineNeverSendsRefusedRequests()
{
    // On a regular file: the ring takes 128-byte SQEs, but nothing may reach the file. A request
    // not in whole LBAs completes with -EINVAL, a write on a read-only target with -EPERM.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    UniqueFd fd = zeroFile(dir);
    QVERIFY(fd);
    AlignedBuffer buffer = allocateAligned(2 * 8192, 4096);
    QVERIFY(buffer);
    std::memset(buffer.get(), 0x5a, 2 * 8192);
    std::byte *const slotBuffers[] = {buffer.get(), buffer.get() + 8192};
    UringEngine engine(2, 0, NvmeCommandTarget{1, 4096, false, QStringLiteral("/dev/ng0n1")});
    QCOMPARE(engine.name(), QStringLiteral("io_uring_cmd"));
    if (auto opened = engine.open(fd.get(), slotBuffers, 8192); !opened) {
        if (uringRefused(opened.error()))
            QSKIP("io_uring refused here (EPERM)");
        QFAIL(opened.error().text().c_str());
    }
    QVERIFY(engine.features() & EngineFeature::NvmeUringCmd);
    engine.queue(0, IoRequest{512, 4096, IoDirection::Read});
    engine.queue(1, IoRequest{0, 4096, IoDirection::Write});
    Completion done[2];
    int got = 0;
    for (int i = 0; i < 20 && got < 2; ++i) {
        auto reaped = engine.submitAndReap(1, std::span(done).subspan(std::size_t(got)), 100'000'000);
        QVERIFY2(reaped, reaped ? "" : reaped.error().text().c_str());
        got += *reaped;
    }
    QCOMPARE(got, 2);
    for (const Completion &c : done)
        QCOMPARE(c.result, c.slot == 0 ? -EINVAL : -EPERM);
    // The file is as it was: all zeros.
    char back[4096];
    QCOMPARE(::pread(fd.get(), back, sizeof back, 0), ssize_t(sizeof back));
    QVERIFY(std::all_of(std::begin(back), std::end(back), [](char c) { return c == 0; }));
}

void TestNvmePassthrough::probeOnAFileNamesTheCause()
{
    // A regular file takes no NVMe commands: the probe's error says so and what to do.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    UniqueFd fd = zeroFile(dir);
    QVERIFY(fd);
    const auto probe = probeNvmePassthrough(fd.get(), NvmeCommandTarget{1, 512, false, QStringLiteral("/dev/ngX")}, 0);
    QVERIFY(!probe);
    if (uringRefused(probe.error()) && !QString::fromStdString(probe.error().message).contains(QLatin1String("command")))
        QSKIP("io_uring refused here (EPERM)");
    QVERIFY2(QString::fromStdString(probe.error().message).contains(QLatin1String("NVMe passthrough command on /dev/ngX")),
             probe.error().text().c_str());
    QVERIFY2(namesSetting(probe.error(), Setting::Engine, QStringLiteral("io_uring")),
             probe.error().text().c_str());
}

void TestNvmePassthrough::targetMustBeABlockDevice()
{
    // A directory (no test file is made) and a regular file: refused before anything is opened.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TargetOptions o;
    o.path = dir.path();
    o.nvmePassthrough = true;
    o.access = Access::ReadWrite;
    o.fileSizeBytes = 1 << 20;
    auto opened = Target::open(o, {}, nullptr);
    QVERIFY(!opened);
    QVERIFY2(QString::fromStdString(opened.error().message).contains(QLatin1String("raw NVMe namespace")),
             opened.error().text().c_str());
    QVERIFY(namesSetting(opened.error(), Setting::Engine, QStringLiteral("io_uring")));
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden), QStringList());
    put(dir.path(), QStringLiteral("file"), QByteArray(4096, 'x'));
    o.path = dir.path() + QStringLiteral("/file");
    o.access = Access::ReadOnly;
    opened = Target::open(o, {}, nullptr);
    QVERIFY(!opened);
    QVERIFY(QString::fromStdString(opened.error().message).contains(QLatin1String("is not a block device")));
}

void TestNvmePassthrough::settingNames()
{
    QCOMPARE(parseSetting<EngineKind>(QStringLiteral("io_uring_cmd")), std::optional(EngineKind::NvmePassthrough));
    QCOMPARE(settingName(EngineKind::NvmePassthrough), QStringLiteral("io_uring_cmd"));
    QCOMPARE(engineFeatureNames(EngineFeature::NvmeUringCmd), QStringList{QStringLiteral("nvme_uring_cmd")});
    QCOMPARE(engineFeaturesFromNames(QStringLiteral("nvme_uring_cmd")), std::optional<std::uint32_t>(EngineFeature::NvmeUringCmd));
}

void TestNvmePassthrough::fioJobUsesIoUringCmd()
{
    RunSettings s;
    s.engine = EngineKind::NvmePassthrough;
    const std::vector<TestSpec> tests;
    const QString job = fioJobFile(s, tests, QStringLiteral("/dev/nvme2n1"), 1 << 30, {});
    QVERIFY2(job.contains(QLatin1String("\nioengine=io_uring_cmd\n")), qPrintable(job));
    QVERIFY2(job.contains(QLatin1String("\ncmd_type=nvme\n")), qPrintable(job));
    QVERIFY2(job.contains(QLatin1String("\nfilename=/dev/ng2n1\n")), qPrintable(job));
    s.engine = EngineKind::Auto;
    const QString plain = fioJobFile(s, tests, QStringLiteral("/dev/nvme2n1"), 1 << 30, {});
    QVERIFY2(plain.contains(QLatin1String("\nioengine=io_uring\n")), qPrintable(plain));
    QVERIFY2(plain.contains(QLatin1String("\nfilename=/dev/nvme2n1\n")), qPrintable(plain));
    QVERIFY(!plain.contains(QLatin1String("cmd_type")));
}

QTEST_GUILESS_MAIN(TestNvmePassthrough)
#include "tst_nvmepassthrough.moc"
