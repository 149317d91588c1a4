// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkspeed.h"

#include <algorithm>
#include <cmath>

namespace drivebench::linkspeed {

namespace {

std::optional<double> leadingNumber(const QString &text)
{
    const QString first = text.trimmed().section(QLatin1Char(' '), 0, 0);
    bool ok = false;
    const double value = first.toDouble(&ok);
    if (!ok || !(value > 0) || !std::isfinite(value))
        return std::nullopt;
    return value;
}

bool nearly(double a, double b) { return std::fabs(a - b) < 0.01; }

} // namespace

std::optional<double> parseSataGbps(const QString &text)
{
    // libata-transport.c prints "1.5 Gbps", "3.0 Gbps", "6.0 Gbps" or "<unknown>".
    if (!text.contains(QLatin1String("Gbps")))
        return std::nullopt;
    return leadingNumber(text);
}

std::optional<double> parsePcieGts(const QString &text)
{
    // drivers/pci/pci-sysfs.c: "2.5 GT/s PCIe" ... "64.0 GT/s PCIe" (older kernels: "5 GT/s").
    if (!text.contains(QLatin1String("GT/s")))
        return std::nullopt;
    return leadingNumber(text);
}

std::optional<int> parsePcieWidth(const QString &text)
{
    bool ok = false;
    const int width = text.trimmed().toInt(&ok);
    // 0 = link down; 255 = "unknown" on some bridges; PCIe allows x1 to x32.
    if (!ok || width <= 0 || width > 32)
        return std::nullopt;
    return width;
}

QString pcieGeneration(double gts)
{
    static constexpr struct { double gts; const char *gen; } kGenerations[] = {
        {2.5, "1.0"}, {5.0, "2.0"}, {8.0, "3.0"}, {16.0, "4.0"}, {32.0, "5.0"}, {64.0, "6.0"},
    };
    for (const auto &g : kGenerations) {
        if (nearly(g.gts, gts))
            return QString::fromLatin1(g.gen);
    }
    return QStringLiteral("%1 GT/s").arg(gts, 0, 'f', 1);
}

QString sataText(double gbps)
{
    return QStringLiteral("SATA %1 Gb/s").arg(gbps, 0, 'f', 1);
}

QString pcieText(double gts, int width)
{
    QString text = QStringLiteral("PCIe ") + pcieGeneration(gts);
    if (width > 0)
        text += QStringLiteral(" x%1").arg(width);
    return text;
}

void evaluateSata(LinkInfo &link, QStringList &warnings)
{
    link.kind = QStringLiteral("sata");
    // The most the link could run at: the drive's best generation (IDENTIFY word 76); without
    // it, the port's limit. The port's limit is kept apart so the warning can name the culprit.
    link.maxGbps = link.driveMaxGbps > 0 ? link.driveMaxGbps : link.portLimitGbps;
    link.current = link.currentGbps > 0 ? sataText(link.currentGbps) : QString();
    link.max = link.maxGbps > 0 ? sataText(link.maxGbps) : QString();
    link.degraded = link.currentGbps > 0 && link.maxGbps > 0 && link.currentGbps + 0.01 < link.maxGbps;
    if (!link.degraded)
        return;
    QString why;
    if (link.portLimitGbps > 0 && link.portLimitGbps + 0.01 < link.maxGbps
        && nearly(link.portLimitGbps, link.currentGbps)) {
        why = QStringLiteral("the port supports only %1 Gb/s: connect the drive to a %2 Gb/s "
                             "port (check the motherboard manual for which ports are SATA III)")
                  .arg(link.portLimitGbps, 0, 'f', 1)
                  .arg(link.maxGbps, 0, 'f', 1);
    } else {
        why = QStringLiteral("the link negotiated a lower speed than drive and port support: "
                             "try another cable or port, and check the kernel log for "
                             "\"limiting SATA link speed\"");
    }
    warnings.append(QStringLiteral("%1 (running at %2 Gb/s): %3")
                        .arg(link.max)
                        .arg(link.currentGbps, 0, 'f', 1)
                        .arg(why));
}

void evaluatePcie(LinkInfo &link, QStringList &warnings)
{
    link.kind = QStringLiteral("pcie");
    // What the drive itself can do (its Link Capabilities), which is what a user bought.
    link.maxGts = link.functionMaxGts;
    link.maxWidth = link.functionMaxWidth;
    link.current = link.currentGts > 0 ? pcieText(link.currentGts, link.currentWidth) : QString();
    link.max = link.maxGts > 0 ? pcieText(link.maxGts, link.maxWidth) : QString();
    const bool slowSpeed = link.currentGts > 0 && link.maxGts > 0 && link.currentGts + 0.01 < link.maxGts;
    const bool narrow = link.currentWidth > 0 && link.maxWidth > 0 && link.currentWidth < link.maxWidth;
    link.degraded = slowSpeed || narrow;
    if (!link.degraded)
        return;
    QStringList limits;
    if (slowSpeed && link.portMaxGts > 0 && link.portMaxGts + 0.01 < link.maxGts)
        limits.append(QStringLiteral("the slot supports only PCIe %1").arg(pcieGeneration(link.portMaxGts)));
    if (narrow && link.portMaxWidth > 0 && link.portMaxWidth < link.maxWidth)
        limits.append(QStringLiteral("the slot has only %1 lane%2")
                          .arg(link.portMaxWidth)
                          .arg(link.portMaxWidth == 1 ? "" : "s"));
    QString why;
    if (!limits.isEmpty()) {
        why = limits.join(QStringLiteral(" and "))
              + QStringLiteral(": move the drive to a slot wired to the CPU with all lanes, or check "
                               "the BIOS lane-sharing settings");
    } else {
        why = QStringLiteral("the link trained below what drive and slot support: reseat the drive, "
                             "check the BIOS PCIe speed setting (some platforms also slow an idle "
                             "link to save power; look again under load)");
    }
    warnings.append(QStringLiteral("%1 (running at %2): %3")
                        .arg(link.max, link.current.mid(5), why));
}

} // namespace drivebench::linkspeed
