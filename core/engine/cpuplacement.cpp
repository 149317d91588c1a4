// SPDX-License-Identifier: GPL-3.0-or-later
#include "cpuplacement.h"

#include <sched.h>
#include <sys/sysmacros.h>

#include <algorithm>
#include <map>
#include <set>

#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include "core/devices/sysfsfile.h"
#include "core/engine/uringpoll.h"

namespace drivebench {

std::vector<int> allowedCpus()
{
    std::vector<int> cpus;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (::sched_getaffinity(0, sizeof set, &set) != 0)
        return cpus;
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &set))
            cpus.push_back(c);
    return cpus;
}

std::vector<int> parseCpuList(const QString &text)
{
    std::set<int> cpus;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    for (const QString &part : trimmed.split(QLatin1Char(','))) {
        const QStringList ends = part.split(QLatin1Char('-'));
        bool okA = false, okB = true;
        const int a = ends.value(0).toInt(&okA);
        const int b = ends.size() == 2 ? ends[1].toInt(&okB) : a;
        if (!okA || !okB || ends.size() > 2 || a < 0 || b < a || b >= CPU_SETSIZE)
            return {};
        for (int c = a; c <= b; ++c)
            cpus.insert(c);
    }
    return {cpus.begin(), cpus.end()};
}

namespace {

/// Per-IRQ interrupt totals from /proc/interrupts ("N: count count ... chip name").
std::map<int, std::uint64_t> interruptCounts(const QString &procRoot)
{
    std::map<int, std::uint64_t> counts;
    // Read whole: on a machine with hundreds of CPUs the file passes 1 MiB (sysfs::readBytes' cap).
    QFile file(procRoot + QStringLiteral("/interrupts"));
    if (!file.open(QIODevice::ReadOnly))
        return counts;
    const QByteArray text = file.readAll();
    for (const QByteArray &line : text.split('\n')) {
        const int colon = line.indexOf(':');
        bool ok = false;
        const int irq = colon > 0 ? line.left(colon).trimmed().toInt(&ok) : -1;
        if (!ok)
            continue;
        std::uint64_t total = 0;
        for (const QByteArray &field : line.mid(colon + 1).simplified().split(' ')) {
            bool isCount = false;
            const qulonglong n = field.toULongLong(&isCount);
            if (!isCount)
                break; // the chip and name follow the per-CPU counts
            total += n;
        }
        counts[irq] = total;
    }
    return counts;
}

/// The interrupts of the PCI function (or other bus device) that a block device hangs from: the
/// msi_irqs/ of the nearest ancestor that has them, else the nearest `irq` attribute.
std::vector<int> deviceIrqs(const QString &sysRoot, const QString &blockDir)
{
    std::vector<int> irqs;
    QString dir = sysfs::canonical(blockDir + QStringLiteral("/device"));
    const QString devicesRoot = sysfs::canonical(sysRoot + QStringLiteral("/devices"));
    if (devicesRoot.isEmpty())
        return irqs;
    while (!dir.isEmpty() && dir.startsWith(devicesRoot + QLatin1Char('/'))) {
        const QStringList msi = sysfs::listDir(dir + QStringLiteral("/msi_irqs"));
        for (const QString &name : msi) {
            bool ok = false;
            const int irq = name.toInt(&ok);
            if (ok)
                irqs.push_back(irq);
        }
        if (!irqs.empty())
            return irqs;
        if (std::optional<std::uint64_t> irq = sysfs::readU64(dir + QStringLiteral("/irq")); irq && *irq > 0)
            return {int(*irq)};
        const QString parent = QFileInfo(dir).path();
        if (parent == dir)
            break;
        dir = parent;
    }
    return irqs;
}

void collectCompletionCpus(const QString &sysRoot, const QString &procRoot,
                           const QString &blockDir, std::set<int> &out, int depth)
{
    if (depth > 8)
        return; // a stack of device-mapper over md over ... deeper than anything real
    QString dir = blockDir;
    if (sysfs::exists(dir + QStringLiteral("/partition")))
        dir = QFileInfo(dir).path();
    // Stacked devices take their members' CPUs: device-mapper and md list them in slaves/, a
    // native NVMe multipath head (whose device is the virtual nvme-subsysN) its paths in multipath/.
    for (const char *members : {"/slaves", "/multipath"}) {
        const QString at = dir + QLatin1String(members);
        const QStringList names = sysfs::listDir(at);
        for (const QString &name : names)
            collectCompletionCpus(sysRoot, procRoot, sysfs::canonical(at + QLatin1Char('/') + name),
                                  out, depth + 1);
        if (!names.isEmpty())
            return;
    }
    const std::vector<int> irqs = deviceIrqs(sysRoot, dir);
    if (irqs.empty())
        return;
    auto affinity = [&](int irq) {
        QString list = sysfs::readTrimmed(QStringLiteral("%1/irq/%2/effective_affinity_list").arg(procRoot).arg(irq));
        if (list.isEmpty())
            list = sysfs::readTrimmed(QStringLiteral("%1/irq/%2/smp_affinity_list").arg(procRoot).arg(irq));
        return parseCpuList(list);
    };
    const std::map<int, std::uint64_t> counts = interruptCounts(procRoot);
    std::uint64_t busiest = 0;
    for (int irq : irqs)
        if (auto it = counts.find(irq); it != counts.end())
            busiest = std::max(busiest, it->second);
    for (int irq : irqs) {
        const auto it = counts.find(irq);
        const std::uint64_t fired = it == counts.end() ? 0 : it->second;
        if (busiest > 0 && fired * 100 < busiest)
            continue;
        for (int cpu : affinity(irq))
            out.insert(cpu);
    }
}

} // namespace

std::vector<int> completionCpus(unsigned major, unsigned minor, const QString &sysRoot,
                                const QString &procRoot)
{
    if (major == 0) // anonymous devices: tmpfs, overlayfs, btrfs subvolumes
        return {};
    const QString dir = sysfs::canonical(QStringLiteral("%1/dev/block/%2:%3").arg(sysRoot).arg(major).arg(minor));
    if (dir.isEmpty())
        return {};
    std::set<int> cpus;
    collectCompletionCpus(sysRoot, procRoot, dir, cpus, 0);
    return {cpus.begin(), cpus.end()};
}

std::vector<int> cpuOrder(std::span<const int> allowed, std::span<const int> first)
{
    std::vector<int> order;
    for (int cpu : allowed)
        if (std::find(first.begin(), first.end(), cpu) != first.end())
            order.push_back(cpu);
    for (int cpu : allowed)
        if (std::find(first.begin(), first.end(), cpu) == first.end())
            order.push_back(cpu);
    return order;
}

CpuPlan planCpus(CpuAffinity affinity, const struct stat *st)
{
    CpuPlan plan;
    if (affinity == CpuAffinity::None)
        return plan;
    if (st) {
        const dev_t dev = S_ISBLK(st->st_mode) ? st->st_rdev : st->st_dev;
        plan.completion = completionCpus(major(dev), minor(dev));
    }
    plan.order = cpuOrder(allowedCpus(), plan.completion);
    return plan;
}

std::vector<CpuPlacement> placeWorkers(CpuAffinity affinity, int threads, int queueDepth,
                                       std::uint32_t requestBytes, std::span<const int> order,
                                       HelperTarget target)
{
    std::vector<CpuPlacement> places(std::size_t(std::max(threads, 0)));
    if (affinity == CpuAffinity::None || order.empty())
        return places;
    std::vector<int> busy;
    for (std::size_t t = 0; t < places.size(); ++t) {
        places[t].cpu = order[t % order.size()];
        busy.push_back(places[t].cpu);
    }
    std::vector<int> all(order.begin(), order.end());
    std::sort(all.begin(), all.end());
    std::vector<int> idle;
    for (int cpu : order)
        if (std::find(busy.begin(), busy.end(), cpu) == busy.end())
            idle.push_back(cpu);
    for (std::size_t t = 0; t < places.size(); ++t) {
        CpuPlacement &p = places[t];
        // The SQ thread's CPU follows the depth alone: the CPUs without a worker are the SQ
        // threads' to take, whatever the helpers' place (see cpuplacement.h).
        std::vector<int> others;
        if (queueDepth <= 1)
            others = {p.cpu};
        else if (!idle.empty())
            others = idle;
        else
            others.assign(order.begin(), order.end());
        std::sort(others.begin(), others.end());
        p.sqPollCpu = sqPollCpu(int(t), p.cpu, others, order);
        if (queueDepth <= 1 || requestBytes >= kHelperOwnCpuMinBytes)
            p.helperCpus = {p.cpu};
        else if (target == HelperTarget::BlockDevice && !idle.empty())
            p.helperCpus = idle;
        else
            p.helperCpus = all;
    }
    return places;
}

QString cpuListText(std::span<const int> cpus)
{
    QStringList parts;
    for (std::size_t i = 0; i < cpus.size();) {
        std::size_t j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        parts << (j == i ? QString::number(cpus[i])
                         : QStringLiteral("%1-%2").arg(cpus[i]).arg(cpus[j]));
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

} // namespace drivebench
