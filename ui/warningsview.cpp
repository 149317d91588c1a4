// SPDX-License-Identifier: GPL-3.0-or-later
#include "warningsview.h"

#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "core/results/resultexport.h"
#include "core/util/frontendwords.h"

namespace drivebench::ui {

WarningsView::WarningsView(QWidget *parent)
    : QFrame(parent)
    , m_heading(new QLabel(this))
    , m_list(new QVBoxLayout)
    , m_noCow(new QPushButton(tr("Test in a no-CoW directory"), this))
    , m_details(new QPushButton(tr("Details"), this))
    , m_lines(new QWidget(this))
{
    setObjectName(QStringLiteral("warningsView"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Warnings"));
    setAccessibleDescription(tr("What may make this run's figures not the drive's. Warnings never stop a run."));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    auto *top = new QHBoxLayout;
    auto *icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    top->addWidget(icon);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    top->addWidget(m_heading, 1);
    m_noCow->setObjectName(QStringLiteral("noCowButton"));
    m_noCow->setCheckable(true);
    m_noCow->setToolTip(tr("Runs the test in a new, empty directory with copy-on-write switched off "
                           "(chattr +C), made inside the chosen folder when you press Start and "
                           "removed after the run. Nothing is changed until you press this button."));
    m_noCow->setAccessibleName(tr("Test in a no-CoW directory"));
    m_noCow->setAccessibleDescription(m_noCow->toolTip());
    connect(m_noCow, &QPushButton::toggled, this, &WarningsView::noCowToggled);
    top->addWidget(m_noCow);
    // One line by default (the result panel keeps the height): the titles in the heading, each
    // warning's cause and fix under Details, and in the heading's tooltip.
    m_details->setObjectName(QStringLiteral("warningDetailsButton"));
    m_details->setCheckable(true);
    m_details->setToolTip(tr("Show or hide what each warning means and what to do"));
    m_details->setAccessibleName(tr("Warning details"));
    connect(m_details, &QPushButton::toggled, m_lines, &QWidget::setVisible);
    top->addWidget(m_details);
    layout->addLayout(top);
    m_lines->setLayout(m_list);
    m_list->setContentsMargins(0, 0, 0, 0);
    m_lines->setVisible(false);
    layout->addWidget(m_lines);
    hide();
}

void WarningsView::setWarnings(const std::vector<RunWarning> &warnings, const QString &heading,
                               bool offerNoCow)
{
    m_warnings = warnings;
    while (QLayoutItem *item = m_list->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const RunWarning &w : warnings) {
        auto *line = new QLabel(m_lines);
        line->setWordWrap(true);
        line->setTextFormat(Qt::RichText);
        line->setTextInteractionFlags(Qt::TextSelectableByMouse);
        const QString where = w.test.isEmpty() ? QString() : QStringLiteral(" (%1 %2)").arg(w.test, w.op);
        line->setText(QStringLiteral("<b>%1</b>%2: %3")
                          .arg(title(w.code).toHtmlEscaped(), where.toHtmlEscaped(), windowWords(w.message).toHtmlEscaped()));
        line->setToolTip(explanation(w.code));
        line->setAccessibleName(title(w.code));
        line->setAccessibleDescription(windowWords(w.message));
        line->setObjectName(QStringLiteral("warning_") + w.code);
        m_list->addWidget(line);
        line->show(); // now: a picture taken right after (--save-window) must show it
    }
    QStringList titles, tips;
    for (const RunWarning &w : warnings) {
        if (!titles.contains(title(w.code)))
            titles << title(w.code);
        tips << QStringLiteral("%1: %2").arg(title(w.code), windowWords(w.message));
    }
    m_heading->setText(titles.isEmpty() ? heading : QStringLiteral("%1 %2").arg(heading, titles.join(QStringLiteral(" · "))));
    m_heading->setToolTip(tips.join(QStringLiteral("\n\n")));
    m_noCow->setVisible(offerNoCow);
    if (!offerNoCow)
        m_noCow->setChecked(false);
    setVisible(!warnings.empty());
}

bool WarningsView::noCowChosen() const
{
    return !m_noCow->isHidden() && m_noCow->isChecked();
}

QStringList WarningsView::lines() const
{
    QStringList out;
    for (const RunWarning &w : m_warnings)
        out << w.code + QStringLiteral(": ") + w.message;
    return out;
}

QStringList WarningsView::codes()
{
    return {QStringLiteral("btrfs_cow"), QStringLiteral("btrfs_compression"), QStringLiteral("dm_crypt"),
            QStringLiteral("no_odirect"), QStringLiteral("usb_bridge"), QStringLiteral("low_free_space"),
            QStringLiteral("small_test_file"), QStringLiteral("foreign_io"),
            QStringLiteral("above_link_ceiling"), QStringLiteral("link_bound"),
            QStringLiteral("unfair_threads"), QStringLiteral("apst_pause"), QStringLiteral("remote_leftover_removed")};
}

QString WarningsView::title(const QString &code)
{
    if (code == QLatin1String("btrfs_cow"))
        return tr("Copy-on-write btrfs");
    if (code == QLatin1String("btrfs_compression"))
        return tr("Compressing btrfs");
    if (code == QLatin1String("dm_crypt"))
        return tr("Encrypted (dm-crypt)");
    if (code == QLatin1String("no_odirect"))
        return tr("No direct I/O");
    if (code == QLatin1String("usb_bridge"))
        return tr("USB bridge");
    if (code == QLatin1String("low_free_space"))
        return tr("Little free space");
    if (code == QLatin1String("small_test_file"))
        return tr("Test file fits in RAM");
    if (code == QLatin1String("foreign_io"))
        return tr("Another program used the drive");
    if (code == QLatin1String("above_link_ceiling"))
        return tr("Faster than the link");
    if (code == QLatin1String("link_bound"))
        return tr("Held back by the link");
    if (code == QLatin1String("unfair_threads"))
        return tr("Threads shared unevenly");
    if (code == QLatin1String("apst_pause"))
        return tr("The drive may sleep between tests");
    if (code == QLatin1String("remote_leftover_removed"))
        return tr("An earlier run's leftover removed");
    return code;
}

QString WarningsView::explanation(const QString &code)
{
    if (code == QLatin1String("btrfs_cow"))
        return tr("btrfs writes every change to a new place (copy-on-write) and updates checksums "
                  "and metadata, so random writes measure the filesystem, often at half the drive's "
                  "rate. Use a no-CoW directory (chattr +C) or the raw device.");
    if (code == QLatin1String("btrfs_compression"))
        return tr("The filesystem compresses data (mount option compress or compress-force, or the "
                  "folder's compression property): fewer bytes reach the drive than the test counts, "
                  "so figures are inflated, most with zeros as test data.");
    if (code == QLatin1String("dm_crypt"))
        return tr("The target is on an encrypted device (LUKS or plain dm-crypt): the figures include "
                  "the encryption's CPU cost and may be the CPU's limit rather than the drive's.");
    if (code == QLatin1String("no_odirect"))
        return tr("The filesystem (FUSE such as NTFS-3G or sshfs, or ZFS) does not pass direct I/O "
                  "to the drive: figures may come from the page cache, in RAM.");
    if (code == QLatin1String("usb_bridge"))
        return tr("The drive is connected through a USB bridge (UAS: queued commands; BOT, the "
                  "usb-storage driver: one command at a time): figures are the bridge's and the USB "
                  "link's as much as the drive's.");
    if (code == QLatin1String("low_free_space"))
        return tr("After the test file, less than a tenth of the filesystem stays free: nearly full "
                  "filesystems and SSDs are slower, and the run may stop on a full disk.");
    if (code == QLatin1String("small_test_file"))
        return tr("A buffered run (page cache on) with a test file smaller than twice the RAM: the "
                  "cache can hold all of it, so reads come from memory.");
    if (code == QLatin1String("foreign_io"))
        return tr("During the test the drive's own counters (/sys/block/…/stat) grew by more than "
                  "DriveBench's I/O: another program read or wrote, so the figures are lower than "
                  "the drive alone gives. The message says by how much.");
    if (code == QLatin1String("above_link_ceiling"))
        return tr("The figure is above what the drive's current link can carry after line coding "
                  "(SATA 6 Gb/s: 600 MB/s; PCIe 3.0: 984.6 MB/s per lane; USB 5 Gb/s: 500 MB/s): "
                  "a cache, compression or emulation served it, not the drive.");
    if (code == QLatin1String("link_bound"))
        return tr("The figure is within 10 % below the link's ceiling: the link, not the drive, sets "
                  "it. A faster port, slot or cable may give more.");
    if (code == QLatin1String("unfair_threads"))
        return tr("A thread of a multi-thread test did less than half of the mean thread's requests: "
                  "the threads did not share the drive or the CPUs evenly (other programs, a busy CPU), "
                  "so the figure is mostly the busier threads'. The cell's tooltip gives each "
                  "thread's share.");
    if (code == QLatin1String("apst_pause"))
        return tr("The pause between tests is longer than the idle time after which the drive goes to "
                  "its first power-saving state (APST): the drive may sleep between tests; first reads "
                  "pay its wake-up, which shows in the maximum and the high percentiles, not in MB/s. "
                  "A shorter Interval avoids it; the Wake-up latency profile measures it.");
    if (code == QLatin1String("remote_leftover_removed"))
        return tr("On the other host, a directory an earlier DriveBench run made and could not remove "
                  "(the run was cut off) was removed before this run: its owner record proved it "
                  "DriveBench's own (that very directory, a run no longer going, nothing but its test "
                  "file inside). The figures are not affected.");
    return {};
}

QString WarningsView::testTip(const RunResult &run, const TestResult &test)
{
    QStringList lines;
    for (const RunWarning &w : testWarnings(run, test))
        lines << QStringLiteral("⚠ %1: %2").arg(title(w.code), w.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace drivebench::ui
