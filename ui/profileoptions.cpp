// SPDX-License-Identifier: GPL-3.0-or-later
#include "profileoptions.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include "core/workloads/blocksizesweep.h"
#include "core/util/bytesize.h"
#include "core/workloads/smallfiles.h"
#include "core/workloads/wakecurve.h"
#include "core/workloads/workloadtests.h"
#include "ui/colorscheme.h"
#include "ui/settingwords.h"

namespace drivebench::ui {

ProfileOptionsWidget::ProfileOptionsWidget(QWidget *parent)
    : QWidget(parent)
    , m_scale(new QDoubleSpinBox(this))
    , m_idle(new QCheckBox(tr("Keep the idle gaps"), this))
    , m_points(new QSpinBox(this))
    , m_files(new QSpinBox(this))
    , m_fileSize(new QComboBox(this))
    , m_reserve(new QComboBox(this))
    , m_quick(new QCheckBox(tr("Quick (sampled regions)"), this))
    , m_sweep(new QComboBox(this))
    , m_cacheIdle(new QComboBox(this))
    , m_scan(new QComboBox(this))
    , m_wakeList(new QComboBox(this))
    , m_wakeText(new QLineEdit(this))
    , m_wakeMessage(new QLabel(this))
{
    setObjectName(QStringLiteral("profileOptions"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto add = [&](const QString &label, QWidget *w, const QString &objectName, const QString &tip) {
        w->setObjectName(objectName);
        w->setToolTip(tip);
        w->setAccessibleName(label.isEmpty() ? tip : QString(label).remove(QLatin1Char('&')));
        auto *row = new QWidget(this);
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 8, 0);
        if (!label.isEmpty()) {
            auto *l = new QLabel(label, row);
            l->setBuddy(w);
            h->addWidget(l);
        }
        w->setParent(row);
        h->addWidget(w);
        layout->addWidget(row);
        m_rows << row;
    };
    m_scale->setRange(0, 10);
    m_scale->setDecimals(3);
    m_scale->setSingleStep(0.01);
    m_scale->setSpecialValueText(tr("profile's default"));
    add(tr("Trace sca&le"), m_scale, QStringLiteral("traceScaleBox"),
        tr("Fraction of the full trace to play (The Destroyer: 0.02 by default, about a million requests)"));
    m_idle->setChecked(true);
    add(QString(), m_idle, QStringLiteral("traceIdleBox"),
        tr("Play the trace's idle gaps as recorded (off: back to back, the drive never rests)"));
    m_points->setRange(2, 100000);
    m_points->setValue(200);
    add(tr("P&oints"), m_points, QStringLiteral("surfacePointsBox"),
        tr("Evenly spaced points from the start to the end of the span at which speed and access time are read"));
    m_files->setRange(1, kSmallFilesMaxCount);
    m_files->setValue(SmallFilesSettings{}.files);
    m_files->setGroupSeparatorShown(true);
    add(tr("&Files"), m_files, QStringLiteral("fileCountBox"), tr("Files created, examined and deleted in each pass"));
    m_fileSize->addItem(tr("empty (bonnie++)"), QVariantList{0ull, 0ull});
    m_fileSize->addItem(formatBytes(4096), QVariantList{4096ull, 4096ull});
    m_fileSize->addItem(tr("%1 to %2").arg(formatBytes(1024), formatBytes(64 * 1024)), QVariantList{1024ull, 65536ull});
    m_fileSize->addItem(formatBytes(1ull << 20), QVariantList{1ull << 20, 1ull << 20});
    add(tr("File si&ze"), m_fileSize, QStringLiteral("fileSizeBox"), tr("Size of each small file (random within a range)"));
    m_reserve->addItem(tr("default (1 %, at most 1 GiB)"), QVariant());
    for (std::uint64_t mib : {0ull, 256ull, 1024ull, 4096ull})
        m_reserve->addItem(formatBytes(mib << 20), QVariant::fromValue<qulonglong>(mib << 20));
    add(tr("&Reserve"), m_reserve, QStringLiteral("reserveBox"), tr("Free space the check leaves unwritten in a directory"));
    add(QString(), m_quick, QStringLiteral("quickBox"),
        tr("Check evenly spaced regions instead of every byte: minutes instead of hours, fakes still show"));
    m_sweep->addItem(tr("ATTO (512 B to 64 MiB, queue 4)"), QStringLiteral("atto"));
    m_sweep->addItem(tr("dd (32 KiB to 2 MiB, queue 1)"), QStringLiteral("dd"));
    add(tr("S&weep"), m_sweep, QStringLiteral("sweepBox"), tr("Which block sizes the sweep steps through"));
    m_cacheIdle->addItem(tr("after 60 s and 300 s"), QStringLiteral("60,300"));
    m_cacheIdle->addItem(tr("after 60 s"), QStringLiteral("60"));
    m_cacheIdle->addItem(tr("after 30 min"), QStringLiteral("1800"));
    m_cacheIdle->addItem(tr("none"), QStringLiteral("0"));
    add(tr("Re&covery"), m_cacheIdle, QStringLiteral("cacheIdleBox"),
        tr("Idle pauses after the cache is full, each followed by a burst that measures how much of "
           "the cache came back"));
    m_scan->addItem(tr("sampled (points)"), false);
    m_scan->addItem(tr("full (every block)"), true);
    add(tr("Sc&an"), m_scan, QStringLiteral("surfaceScanBox"),
        tr("Sampled: speed and access time at evenly spaced points, minutes. Full: every block read once, "
           "the map built from all of them (an error scan), as long as reading the whole device takes"));
    QWidget *wakeRow = makeWakeIdleRow();
    layout->addWidget(wakeRow);
    m_rows << wakeRow;
    layout->addStretch(1);

    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ProfileOptionsWidget::changed);
    connect(m_idle, &QCheckBox::toggled, this, &ProfileOptionsWidget::changed);
    connect(m_points, &QSpinBox::valueChanged, this, &ProfileOptionsWidget::changed);
    connect(m_files, &QSpinBox::valueChanged, this, &ProfileOptionsWidget::changed);
    connect(m_quick, &QCheckBox::toggled, this, &ProfileOptionsWidget::changed);
    for (QComboBox *b : {m_fileSize, m_reserve, m_sweep, m_cacheIdle, m_scan})
        connect(b, &QComboBox::currentIndexChanged, this, &ProfileOptionsWidget::changed);
    setProfile(QString());
}

namespace {

QString idleListText(const double *begin, const double *end)
{
    QStringList items;
    for (const double *ms = begin; ms != end; ++ms)
        items << formatIdle(*ms).remove(QLatin1Char(' '));
    return items.join(QStringLiteral(", "));
}

} // namespace

QWidget *ProfileOptionsWidget::makeWakeIdleRow()
{
    // The wake test's idle list: --idle default, --idle quick or --idle LIST.
    auto *row = new QWidget(this);
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 8, 0);
    auto *label = new QLabel(tr("Idle &times"), row);
    label->setBuddy(m_wakeList);
    h->addWidget(label);
    m_wakeList->setParent(row);
    m_wakeList->setObjectName(QStringLiteral("wakeIdleBox"));
    m_wakeList->addItem(tr("default (0 ms to 10 s, 13 times)"), QStringLiteral("default"));
    m_wakeList->addItem(tr("quick (5 times, 10 reads each)"), QStringLiteral("quick"));
    m_wakeList->addItem(tr("custom list"), QString());
    m_wakeList->setItemData(0, idleListText(std::begin(kWakeIdleDefaultMs), std::end(kWakeIdleDefaultMs)), Qt::ToolTipRole);
    m_wakeList->setItemData(1, idleListText(std::begin(kWakeIdleQuickMs), std::end(kWakeIdleQuickMs)), Qt::ToolTipRole);
    m_wakeList->setToolTip(tr("The idle times before the reads: the drive may go to a power-saving state after "
                              "100 ms or 2 s of idle, and its first read after that pays the wake-up"));
    m_wakeList->setAccessibleName(tr("Idle times"));
    h->addWidget(m_wakeList);
    m_wakeText->setParent(row);
    m_wakeText->setObjectName(QStringLiteral("wakeIdleText"));
    m_wakeText->setPlaceholderText(tr("e.g. 0, 110ms, 2.1s"));
    m_wakeText->setToolTip(tr("Idle times, comma-separated: 0, 10ms, 1.9s (a bare number is milliseconds; at most an hour)"));
    m_wakeText->setAccessibleName(tr("Custom idle times"));
    m_wakeText->setText(QStringLiteral("0, 50ms, 110ms, 2.1s"));
    m_wakeText->setMinimumWidth(m_wakeText->fontMetrics().horizontalAdvance(QStringLiteral("0, 50ms, 110ms, 2.1s, 5s")));
    h->addWidget(m_wakeText);
    m_wakeMessage->setParent(row);
    m_wakeMessage->setObjectName(QStringLiteral("wakeIdleMessage"));
    m_wakeMessage->setWordWrap(true);
    // Two or three lines beside the field, never a column one word wide.
    m_wakeMessage->setMinimumWidth(m_wakeMessage->fontMetrics().averageCharWidth() * 46);
    m_wakeMessage->setMaximumWidth(m_wakeMessage->fontMetrics().averageCharWidth() * 64);
    h->addWidget(m_wakeMessage);
    connect(m_wakeList, &QComboBox::currentIndexChanged, this, &ProfileOptionsWidget::checkWakeIdle);
    connect(m_wakeText, &QLineEdit::textChanged, this, &ProfileOptionsWidget::checkWakeIdle);
    connect(m_wakeText, &QLineEdit::textChanged, this, &ProfileOptionsWidget::changed);
    checkWakeIdle();
    return row;
}

Result<WakeSettings> ProfileOptionsWidget::wakeSettings() const
{
    const QString list = m_wakeList->currentData().toString();
    // The CLI's own parser: the same list gives the same settings, a bad item the same message.
    return wakeSettingsFrom(list.isEmpty() ? m_wakeText->text() : list, 0);
}

QString ProfileOptionsWidget::wakeIdleProblem() const
{
    if (!m_wakeList->currentData().toString().isEmpty())
        return {}; // the default or the quick list
    const Result<WakeSettings> s = wakeSettings();
    return s ? QString() : windowMessage(s.error()) + QStringLiteral(": ") + windowHint(s.error());
}

void ProfileOptionsWidget::checkWakeIdle()
{
    const bool custom = m_wakeList->currentData().toString().isEmpty();
    m_wakeText->setVisible(custom);
    const QString problem = custom ? wakeIdleProblem() : QString();
    m_wakeMessage->setVisible(!problem.isEmpty());
    m_wakeMessage->setText(problem);
    QPalette p = m_wakeMessage->palette();
    p.setColor(QPalette::WindowText, isDarkPalette(palette()) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    m_wakeMessage->setPalette(p);
    m_wakeText->setAccessibleDescription(problem);
}

void ProfileOptionsWidget::setProfile(const QString &name)
{
    const ProfileEntry *entry = profileEntry(name);
    m_shown = entry ? entry->options : std::vector<ProfileOption>{};
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setVisible(isShown(ProfileOption(i)));
    setVisible(!m_shown.empty());
}

bool ProfileOptionsWidget::isShown(ProfileOption option) const
{
    return std::find(m_shown.begin(), m_shown.end(), option) != m_shown.end();
}

void ProfileOptionsWidget::apply(WorkloadOptions &o) const
{
    if (isShown(ProfileOption::TraceScale))
        o.scale = m_scale->value();
    if (isShown(ProfileOption::TraceIdle))
        o.noStall = !m_idle->isChecked();
    if (isShown(ProfileOption::SurfacePoints))
        o.surfacePoints = m_points->value();
    if (isShown(ProfileOption::SurfaceScan))
        o.surfaceFull = m_scan->currentData().toBool();
    if (isShown(ProfileOption::SmallFileCount))
        o.smallFiles.files = m_files->value();
    if (isShown(ProfileOption::SmallFileSize)) {
        const QVariantList range = m_fileSize->currentData().toList();
        o.smallFiles.minBytes = range.value(0).toULongLong();
        o.smallFiles.maxBytes = range.value(1).toULongLong();
    }
    if (isShown(ProfileOption::CapacityReserve) && m_reserve->currentData().isValid())
        o.capacity.reserveBytes = m_reserve->currentData().toULongLong();
    if (isShown(ProfileOption::CapacityQuick))
        o.capacity.quick = m_quick->isChecked();
    if (isShown(ProfileOption::CacheIdle)) {
        if (const auto idle = parseCacheIdleList(m_cacheIdle->currentData().toString()); idle)
            o.cacheIdleS = *idle;
    }
    if (isShown(ProfileOption::WakeIdle)) {
        Result<WakeSettings> s = wakeSettings();
        if (s) {
            o.wake = std::move(*s);
        } else {
            o.wake = WakeSettings{};
            o.wake.invalid = s.error(); // planRun refuses it: Start names the bad item
        }
    }
    if (isShown(ProfileOption::SweepKind)) {
        if (const Result<SweepKind> kind = parseSweepKind(m_sweep->currentData().toString()); kind)
            o.sweep = *kind;
    }
}

} // namespace drivebench::ui
