// SPDX-License-Identifier: GPL-3.0-or-later
#include "profiles.h"

namespace drivebench {

namespace {

// The test table: data, not code paths. Queue depth is per thread (DiskSpd's -o).
struct TestRow
{
    const char *id;
    const char *label;
    AccessPattern pattern;
    std::uint32_t blockSize;
    int queueDepth;
    int threads;
};

constexpr std::uint32_t kKiB = 1024;

constexpr TestRow kTests[] = {
    {"SEQ1M_Q8T1", "SEQ1M Q8T1", AccessPattern::Sequential, 1024 * kKiB, 8, 1},
    {"SEQ1M_Q1T1", "SEQ1M Q1T1", AccessPattern::Sequential, 1024 * kKiB, 1, 1},
    {"SEQ128K_Q32T1", "SEQ128K Q32T1", AccessPattern::Sequential, 128 * kKiB, 32, 1},
    {"RND4K_Q32T1", "RND4K Q32T1", AccessPattern::Random, 4 * kKiB, 32, 1},
    {"RND4K_Q32T16", "RND4K Q32T16", AccessPattern::Random, 4 * kKiB, 32, 16},
    {"RND4K_Q1T1", "RND4K Q1T1", AccessPattern::Random, 4 * kKiB, 1, 1},
    // AS SSD's 4K-64Thrd: 64 threads at QD1 each, 64 requests outstanding (workloads.md §4).
    {"RND4K_Q1T64", "RND4K Q1T64", AccessPattern::Random, 4 * kKiB, 1, 64},
};

} // namespace

QString ioOpName(IoOp op)
{
    switch (op) {
    case IoOp::Read: return QStringLiteral("read");
    case IoOp::Write: return QStringLiteral("write");
    case IoOp::Mix: return QStringLiteral("mix");
    }
    return {};
}

bool parseIoOp(const QString &text, IoOp *op)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("read"))
        *op = IoOp::Read;
    else if (t == QLatin1String("write"))
        *op = IoOp::Write;
    else if (t == QLatin1String("mix"))
        *op = IoOp::Mix;
    else
        return false;
    return true;
}

QStringList testIds()
{
    QStringList ids;
    for (const TestRow &row : kTests)
        ids << QString::fromLatin1(row.id);
    return ids;
}

std::optional<TestSpec> testById(const QString &id, IoOp op, int readPercent)
{
    for (const TestRow &row : kTests) {
        if (id.compare(QLatin1String(row.id), Qt::CaseInsensitive) != 0)
            continue;
        TestSpec spec;
        spec.id = QString::fromLatin1(row.id);
        spec.label = QString::fromLatin1(row.label);
        spec.op = op;
        spec.pattern = row.pattern;
        spec.blockSize = row.blockSize;
        spec.queueDepth = row.queueDepth;
        spec.threads = row.threads;
        spec.readPercent = op == IoOp::Read ? 100 : op == IoOp::Write ? 0 : readPercent;
        return spec;
    }
    return std::nullopt;
}

const std::vector<Profile> &profiles()
{
    // CrystalDiskMark 8 (workloads.md §5): Default = slots 0-3, NVMe SSD setting, Peak = 4-5,
    // Real World = 6-7, Demo = 8. Its headline is the best of the measured passes.
    static const std::vector<Profile> table = {
        {QStringLiteral("default"), QStringLiteral("CrystalDiskMark's default: sequential 1 MiB and random 4 KiB at high and low queue depth"),
         {QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("SEQ1M_Q1T1"), QStringLiteral("RND4K_Q32T1"), QStringLiteral("RND4K_Q1T1")},
         QStringLiteral("best")},
        {QStringLiteral("nvme"), QStringLiteral("CrystalDiskMark's NVMe SSD setting: deeper queues and 16 random threads"),
         {QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("SEQ128K_Q32T1"), QStringLiteral("RND4K_Q32T16"), QStringLiteral("RND4K_Q1T1")},
         QStringLiteral("best")},
        {QStringLiteral("peak"), QStringLiteral("CrystalDiskMark's peak performance: the deep-queue tests only"),
         {QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("RND4K_Q32T1")}, QStringLiteral("best")},
        {QStringLiteral("real"), QStringLiteral("CrystalDiskMark's real world performance: queue depth 1 only"),
         {QStringLiteral("SEQ1M_Q1T1"), QStringLiteral("RND4K_Q1T1")}, QStringLiteral("best")},
        {QStringLiteral("demo"), QStringLiteral("CrystalDiskMark's demo: one sequential read and write"),
         {QStringLiteral("SEQ1M_Q8T1")}, QStringLiteral("best")},
    };
    return table;
}

const Profile *profileByName(const QString &name)
{
    for (const Profile &p : profiles()) {
        if (p.name.compare(name, Qt::CaseInsensitive) == 0)
            return &p;
    }
    return nullptr;
}

std::vector<TestSpec> profileTests(const Profile &profile, std::optional<IoOp> onlyOp,
                                   int readPercent)
{
    std::vector<IoOp> ops;
    if (onlyOp)
        ops = {*onlyOp};
    else
        ops = {IoOp::Read, IoOp::Write};
    std::vector<TestSpec> tests;
    for (IoOp op : ops) {
        for (const QString &id : profile.testIds) {
            if (auto spec = testById(id, op, readPercent))
                tests.push_back(std::move(*spec));
        }
    }
    return tests;
}

} // namespace drivebench
