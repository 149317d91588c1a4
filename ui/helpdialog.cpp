// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpdialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "core/results/workloadfigures.h"
#include "core/workloads/surfacescan.h"
#include "core/workloads/writecliff.h"
#include "ui/screenfit.h"
#include "ui/warningsview.h"

namespace drivebench::ui {

namespace {

QString section(const QString &anchor, const QString &title)
{
    return QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(anchor, title.toHtmlEscaped());
}

QString entry(const QString &term, const QString &text)
{
    return QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>").arg(term.toHtmlEscaped(), text.toHtmlEscaped());
}

} // namespace

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("helpDialog"));
    setWindowTitle(tr("What does this mean? — DriveBench"));
    setAccessibleName(tr("DriveBench help"));
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setAccessibleName(tr("Help text"));
    m_browser->setAccessibleDescription(tr("What each test, figure, verdict, warning and setting means"));
    m_browser->setToolTip(tr("What each test, figure, verdict, warning and setting means; "
                             "Tab moves on to the Close button"));
    m_browser->setTabChangesFocus(true);
    m_browser->setOpenLinks(false);
    m_browser->setHtml(html());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *close = buttons->button(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("helpCloseButton"));
    close->setToolTip(tr("Close the help (Esc)"));
    close->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    fitToScreen(this, QSize(760, 640));
}

void HelpDialog::showSection(const QString &anchor)
{
    m_browser->scrollToAnchor(anchor);
}

QString HelpDialog::workloadsHtml()
{
    QString h = section(QStringLiteral("workloads"), tr("Surface scan, sweep, small files, capacity, SLC cache"));
    h += QStringLiteral("<dl>");
    h += entry(tr("Surface scan: sampled"),
               tr("The default scan reads at evenly spaced points from the start to the end of the drive (200 "
                  "unless Points says otherwise): at each a stretch of up to 8 MiB, whose MB/s the curve shows, "
                  "then one 4 KiB read at random, its access time. Only the points are read: the span between "
                  "two points is not checked."));
    h += entry(tr("Surface scan: full"),
               tr("Scan: full reads every block of the drive once, in order, in 1 MiB requests, like HD "
                  "Tune's Error Scan. It takes as long as reading the whole drive."));
    h += entry(tr("Surface map colours"),
               tr("The squares run left to right, top to bottom from the start of the drive to its end. Green: "
                  "read fine. Amber: slow, more than %1 times the scan's median time per point, or one request "
                  "over %2 ms (a drive retrying a weak sector). Red: unreadable, a read failed. Grey: not "
                  "scanned (the scan was stopped). In a sampled scan a square has its point's colour; in a full "
                  "scan its worst block's. The scan goes on past errors and stops after %3 unreadable points in "
                  "a row or %4 failed reads.")
                   .arg(SurfaceErrorMap::kSlowFactor)
                   .arg(SurfaceErrorMap::kSlowRequestMs)
                   .arg(kMaxConsecutiveBadPoints)
                   .arg(kMaxReadErrors));
    h += entry(tr("Block-size sweep"),
               tr("Sequential writes, then reads, at each block size: ATTO's 512 B to 64 MiB at queue depth 4 "
                  "over 256 MiB, or dd's 32 KiB to 2048 KiB at queue depth 1. One row per size with its read "
                  "and write bars, as ATTO draws it: the size from which the drive reaches full speed. A size "
                  "the target cannot take directly (below its block size) is skipped and says why."));
    h += entry(tr("Small files"),
               tr("bonnie++ -n: creates, stats and deletes many small files (16384 empty files unless Files "
                  "and File size say otherwise), in order and then at random, and counts files per second. It "
                  "works in a private folder in the target directory, removed afterwards, through the page "
                  "cache without fsync, as bonnie++ does; creates and deletes count as writes, stats as reads. "
                  "It needs a directory, not a raw device."));
    h += entry(tr("Capacity verdicts"),
               tr("The check writes data that names its own place on the drive, reads it back and checks "
                  "every sector. Genuine: everything read back as written. Fake: most bad sectors held another "
                  "place's data (the drive wraps around its real size) or old data (writes were dropped): the "
                  "drive holds less than it claims, and the verdict says how much it really holds. Errors: most "
                  "bad sectors were damaged or unreadable: a failing drive. Quick checks sampled regions (an "
                  "eighth of a small drive, about 600 MiB of a large one) instead of every sector. In a directory it fills the free space, less "
                  "the reserve, with files it removes afterwards; on a whole device it overwrites every byte, "
                  "after you type the device's name."));
    h += entry(tr("SLC cache card"),
               tr("Cache size: what was written at full speed before the write rate dropped, ± a tenth of a "
                  "second at that speed. In the cache, After the cache: the mean write rates before and after "
                  "the drop (a drop counts when the rate falls below 0.75 of the rate before, each side "
                  "lasts at least a second, and the step is at least %1 times the curve's own swing). "
                  "Floor: a second, lower drop, the drive folding its cache or writing straight to TLC/QLC. "
                  "No drop seen: the cache is larger than what was written, or there is none: choose a larger Size or a whole device. After each idle pause: how much of "
                  "the cache came back.")
                   .arg(kCliffMinSeparation));
    h += QStringLiteral("</dl>");
    return h;
}

QString HelpDialog::html()
{
    QString h;
    h += QStringLiteral("<html><body>");
    h += QStringLiteral("<p>%1</p>").arg(tr("DriveBench measures how fast a drive reads and writes. "
                                             "Each name below is what the window, the exports and "
                                             "the command line show.").toHtmlEscaped());

    h += section(QStringLiteral("tests"), tr("Tests"));
    h += QStringLiteral("<dl>");
    h += entry(tr("How to read a test name"),
               tr("SEQ or RND: sequential (one request after the other, as copying a large file) or "
                  "random (requests anywhere in the test file, as a system disk's work). 1M or 4K: "
                  "the request size, 1 MiB or 4 KiB. Q: the queue depth, requests each thread keeps "
                  "in flight. T: the number of threads."));
    h += entry(QStringLiteral("SEQ1M Q8T1"),
               tr("Sequential 1 MiB requests, 8 in flight, one thread: the drive's top transfer "
                  "rate, what the box promises. Copying large files comes close to it."));
    h += entry(QStringLiteral("SEQ1M Q1T1"),
               tr("Sequential 1 MiB, one at a time: a single program streaming one file."));
    h += entry(QStringLiteral("RND4K Q32T1"),
               tr("Random 4 KiB, 32 in flight on one thread: the default and peak profiles' deep-queue "
                  "random test (CrystalDiskMark's default). One thread keeping 32 requests waiting: what "
                  "the drive serves under load from one program."));
    h += entry(QStringLiteral("RND4K Q32T16"),
               tr("Random 4 KiB, 32 in flight on each of 16 threads, in the NVMe SSD profile: the most "
                  "small requests the drive can serve at once. Servers and databases get near it; a "
                  "desktop rarely does."));
    h += entry(QStringLiteral("RND4K Q1T1"),
               tr("Random 4 KiB, one at a time: the latency of a single small read or write. This is "
                  "what starting programs, opening folders and booting mostly wait for."));
    h += entry(tr("Why queue depth 1 matters"),
               tr("A desktop rarely has more than one or two requests waiting. At queue depth 1 the "
                  "drive cannot hide its latency behind other work, so RND4K Q1T1 shows the delay "
                  "you feel; high queue depths show what the drive could do under load. Two drives "
                  "with the same Q32 figure can differ several times at Q1."));
    h += entry(tr("Seek and access time"),
               tr("How long one random read takes, in milliseconds: the full-stroke seek of a hard "
                  "disk, or an SSD's access time. Lower is better; the tests count operations "
                  "instead of running for a set time."));
    h += entry(tr("AS SSD profile"),
               tr("AS SSD Benchmark's tests: Seq (16 MiB requests), 4K (QD1), 4K-64Thrd (64 threads) "
                  "and Acc.time, with its score: Read = Seq × 0.1 + 4K + 4K-64Thrd, Write likewise, "
                  "Total weighting the reads and writes as AS SSD does."));
    h += entry(tr("Trace replay"),
               tr("Plays back recorded I/O (fio iolog or blkparse text), with the recorded timing or "
                  "without the idle gaps, and judges it like AnandTech's Storage Bench: average data "
                  "rate, mean and 99th-percentile latency, and the share of I/Os slower than 10 ms and "
                  "100 ms. Benchmark ▸ Replay a trace… picks the file."));
    h += QStringLiteral("</dl>");

    h += workloadsHtml();

    h += section(QStringLiteral("figures"), tr("Figures"));
    h += QStringLiteral("<dl>");
    h += entry(QStringLiteral("MB/s"),
               tr("Megabytes per second, 1 MB = 10^6 bytes (as CrystalDiskMark and drive makers "
                  "count). MiB/s counts 2^20 bytes: 1 MiB/s = 1.048576 MB/s."));
    h += entry(QStringLiteral("IOPS"),
               tr("Completed requests (I/O operations) per second. For 4 KiB requests, MB/s = "
                  "IOPS × 4096 / 10^6."));
    h += entry(tr("µs, ms"),
               tr("Microseconds (millionths of a second) and milliseconds. Latency is the time from "
                  "sending a request to its completion."));
    h += entry(tr("Percentiles (p50, p99, p99.9)"),
               tr("p99 = 300 µs means 99 of 100 requests finished within 300 µs and one took "
                  "longer. p50 is the median; the high percentiles show the stalls a mean hides."));
    h += entry(tr("Best of passes"),
               tr("Each test runs a discarded warm-up pass, then several measured passes. The "
                  "headline is the best pass (as CrystalDiskMark) or their mean, as the settings "
                  "line says."));
    h += entry(tr("Steady state"),
               tr("With steady ticked beside Passes, each timed test repeats its passes (rounds) until the last five "
                  "stay within 20 % of their mean and their trend within 10 % (SNIA's Solid State "
                  "Storage Performance Test Specification), or until the round limit. The figure is "
                  "the mean of those five rounds; the cell says at which round it held, or \"not "
                  "steady\", and its tooltip lists every round."));
    h += entry(tr("Spread"),
               tr("Minimum, maximum and standard deviation of the figure over the measured passes, "
                  "in the cell's tooltip: a large spread means the drive's speed changed during "
                  "the run (cache filling, heat, other programs)."));
    h += entry(tr("Cached"),
               tr("With O_DIRECT off the page cache takes part: the figures are memory's as much as "
                  "the drive's, and the result says so."));
    h += QStringLiteral("</dl>");

    h += section(QStringLiteral("verdicts"), tr("Verdicts"));
    h += QStringLiteral("<dl>");
    h += entry(tr("Average data rate"),
               tr("Of a trace: bytes moved divided by the time the drive was busy (the playback time "
                  "less the idle gaps). Higher is better."));
    h += entry(tr("I/Os over 10 ms / 100 ms"),
               tr("The share of a trace's requests slower than 10 ms (a hitch) and 100 ms (a stall "
                  "you notice). Lower is better."));
    h += entry(tr("Partition alignment"),
               tr("Whether the partition starts on a multiple of the drive's physical block: a "
                  "misaligned partition makes the drive read or write two blocks for one."));
    h += entry(tr("Write-cache cliff"),
               tr("The sustained-write test finds where an SSD's fast cache runs out and its speed "
                  "drops, and says after how many gigabytes."));
    h += entry(tr("Link speed"),
               tr("The drive list shows the link the drive trained at against the most drive and "
                  "port support, and warns when it runs below."));
    h += QStringLiteral("</dl>");

    h += section(QStringLiteral("warnings"), tr("Warnings"));
    h += QStringLiteral("<p>%1</p>").arg(tr("Shown before Start and kept in the result. A warning never "
                                             "stops a run; a ⚠ in a result cell marks a figure it "
                                             "concerns (red: it cannot be the drive's).").toHtmlEscaped());
    h += QStringLiteral("<dl>");
    for (const QString &code : WarningsView::codes())
        h += entry(WarningsView::title(code) + QStringLiteral(" (") + code + QLatin1Char(')'),
                   WarningsView::explanation(code));
    h += QStringLiteral("</dl>");

    h += section(QStringLiteral("settings"), tr("Settings"));
    h += QStringLiteral("<dl>");
    h += entry(tr("Profile"), tr("Which tests run: default (CrystalDiskMark's four), peak, real, nvme, "
                                 "AS SSD, seek, sweeps, surface, traces and more."));
    h += entry(tr("Tests"), tr("Reads and writes, only reads, only writes, or a read/write mix."));
    h += entry(tr("Size"), tr("The test file's size. Larger than the drive's cache shows its "
                              "sustained speed; smaller shows the cache."));
    h += entry(tr("Passes, Duration"), tr("How many measured passes each test runs, and how long each takes."));
    h += entry(tr("Passes: steady"),
               tr("Ticked, each timed test repeats in rounds until it is steady; the number beside it "
                  "is then the most rounds, instead of the passes."));
    h += entry(tr("Warm-up"), tr("A discarded pass before each test, so the drive is awake and busy."));
    h += entry(tr("Interval"), tr("A pause between tests, so an SSD's cache can empty."));
    h += entry(tr("Data"), tr("Random data defeats compression in the drive or filesystem; zeros "
                              "compress to nothing and can inflate figures."));
    h += entry(tr("Bypass the page cache (O_DIRECT)"),
               tr("On: requests go to the drive. Off: through the page cache in RAM."));
    h += QStringLiteral("</dl>");
    h += QStringLiteral("<h2>%1</h2><p>%2</p>")
             .arg(tr("Keyboard").toHtmlEscaped(),
                  tr("F5 starts a run, Esc stops it, Ctrl+R reads the drive list again, Ctrl+H shows "
                     "the drive's health, Ctrl+T replays a trace, Ctrl+S saves the result as JSON, "
                     "Ctrl+Shift+S saves a picture of the result panel, Ctrl+Shift+C copies the result "
                     "as text, F1 opens this help, Ctrl+Q quits. Alt and the underlined letter reaches "
                     "each menu and setting, Tab moves between controls.").toHtmlEscaped());
    h += QStringLiteral("</body></html>");
    return h;
}

} // namespace drivebench::ui
