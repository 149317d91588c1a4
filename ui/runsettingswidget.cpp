// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsettingswidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>

#include "core/runner/settingnames.h"
#include "core/workloads/profilecatalogue.h"
#include "core/workloads/profiles.h"
#include "core/workloads/workloadtests.h"
#include "ui/ignoredsettings.h"
#include "ui/profileoptions.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {

void addSeconds(QComboBox *box, std::initializer_list<double> values)
{
    for (double v : values)
        box->addItem(RunSettingsWidget::tr("%1 s").arg(v), v);
}

void selectData(QComboBox *box, const QVariant &value)
{
    const int i = box->findData(value);
    if (i >= 0)
        box->setCurrentIndex(i);
}

} // namespace

RunSettingsWidget::RunSettingsWidget(QWidget *parent)
    : QWidget(parent)
    , m_profile(new QComboBox(this))
    , m_ops(new QComboBox(this))
    , m_mix(new QComboBox(this))
    , m_size(new QComboBox(this))
    , m_passes(new QSpinBox(this))
    , m_untilSteady(new QCheckBox(tr("stead&y"), this))
    , m_steadyRounds(new QSpinBox(this))
    , m_duration(new QComboBox(this))
    , m_warmup(new QComboBox(this))
    , m_interval(new QComboBox(this))
    , m_data(new QComboBox(this))
    , m_direct(new QCheckBox(tr("Bypass the page cache (O_DIRECT)"), this))
    , m_options(new ProfileOptionsWidget(this))
{
    m_profile->setObjectName(QStringLiteral("profileBox"));
    // Core's catalogue: human names under their groups, a one-line description each (the trace
    // replay takes a file: Benchmark ▸ Replay a trace…).
    auto *model = qobject_cast<QStandardItemModel *>(m_profile->model());
    std::optional<ProfileGroup> group;
    for (const ProfileEntry &e : profileCatalogue()) {
        if (group != e.group) {
            group = e.group;
            auto *header = new QStandardItem(profileGroupName(e.group));
            header->setFlags(Qt::NoItemFlags); // a heading, not a choice
            QFont bold = m_profile->font();
            bold.setBold(true);
            header->setFont(bold);
            model->appendRow(header);
        }
        auto *item = new QStandardItem(QStringLiteral("   ") + e.title);
        item->setData(e.name, Qt::UserRole);
        QString tip = e.description;
        if (const Profile *p = profileByName(e.name))
            tip += QLatin1Char('\n') + p->testIds.join(QStringLiteral(", "));
        item->setToolTip(tip);
        model->appendRow(item);
    }
    m_ops->setObjectName(QStringLiteral("opsBox"));
    m_ops->setToolTip(tr("Reads and writes, only reads, only writes, or a read/write mix"));
    m_ops->addItem(tr("Read + write"), int(RunOps::ReadWrite));
    m_ops->addItem(tr("Read only"), int(RunOps::Read));
    m_ops->addItem(tr("Write only"), int(RunOps::Write));
    m_ops->addItem(tr("Mix"), int(RunOps::Mix));
    for (int r = 90; r >= 10; r -= 10)
        m_mix->addItem(tr("R%1/W%2").arg(r).arg(100 - r), r);
    selectData(m_mix, 70);
    m_mix->setToolTip(tr("Read share of the mixed tests, by I/O count"));
    m_size->setObjectName(QStringLiteral("sizeBox"));
    for (std::uint64_t mib : {16ull, 32ull, 64ull, 128ull, 256ull, 512ull, 1024ull, 2048ull, 4096ull,
                              8192ull, 16384ull, 32768ull, 65536ull})
        m_size->addItem(formatBytes(mib << 20), QVariant::fromValue<qulonglong>(mib << 20));
    selectData(m_size, QVariant::fromValue<qulonglong>(1ull << 30));
    m_size->setToolTip(tr("Size of the test file; larger than the drive's cache shows its sustained speed"));
    m_passes->setObjectName(QStringLiteral("passesBox"));
    m_passes->setRange(1, 9);
    m_passes->setValue(5);
    m_passes->setToolTip(tr("Measured passes per test (a discarded warm-up pass comes first)"));
    m_untilSteady->setObjectName(QStringLiteral("untilSteadyBox"));
    m_untilSteady->setToolTip(tr("Repeat each timed test in rounds of one pass until it is steady (SNIA PTS: over the last "
                                 "five rounds the figures stay within 20 % of their mean and their trend within 10 %), or "
                                 "until the round limit, set beside it instead of the passes; the figure is then the mean "
                                 "of those five rounds"));
    m_steadyRounds->setObjectName(QStringLiteral("steadyRoundsBox"));
    m_steadyRounds->setRange(SteadyCriterion{}.windowRounds, 999); // three digits: the row fits 1280 px
    m_steadyRounds->setValue(kDefaultSteadyMaxRounds);
    m_steadyRounds->setToolTip(tr("Until steady: the most rounds a test runs; past it the result says "
                                  "\"not steady\""));
    m_duration->setObjectName(QStringLiteral("durationBox"));
    addSeconds(m_duration, {1, 2, 3, 5, 10, 20, 30, 60});
    selectData(m_duration, 5.0);
    m_duration->setToolTip(tr("Length of each measured pass"));
    m_warmup->setObjectName(QStringLiteral("warmupBox"));
    addSeconds(m_warmup, {0, 1, 2, 3, 5, 10, 30});
    selectData(m_warmup, 5.0);
    m_warmup->setToolTip(tr("Warm-up pass before each test, not counted"));
    addSeconds(m_interval, {0, 1, 3, 5, 10, 30, 60});
    selectData(m_interval, 5.0);
    m_interval->setToolTip(tr("Pause between tests, so an SSD's cache can settle"));
    m_data->setObjectName(QStringLiteral("dataBox"));
    m_data->addItem(tr("Random data"), settingOption(FillData::Random));
    m_data->addItem(tr("Zeros"), settingOption(FillData::Zeros));
    m_data->setToolTip(tr("Content of the test file and of writes; random data defeats compression"));

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const auto add = [&](int row, int col, const QString &label, QWidget *w) {
        auto *l = new QLabel(label, this);
        l->setBuddy(w);
        grid->addWidget(l, row, col * 2);
        grid->addWidget(w, row, col * 2 + 1);
    };
    add(0, 0, tr("&Profile"), m_profile);
    add(0, 1, tr("&Tests"), m_ops);
    add(0, 2, tr("Mi&x"), m_mix);
    add(0, 3, tr("&Data"), m_data);
    add(0, 4, tr("&Interval"), m_interval);
    add(1, 0, tr("&Size"), m_size);
    {
        // Passes, or (ticked: steady) the round limit of a run until steady, in the same place,
        // so the row still fits a window of 1280 px.
        m_passesOrRounds = new QStackedWidget(this);
        m_passesOrRounds->addWidget(m_passes);
        m_passesOrRounds->addWidget(m_steadyRounds);
        auto *passes = new QWidget(this);
        auto *row = new QHBoxLayout(passes);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(m_passesOrRounds);
        row->addWidget(m_untilSteady);
        row->addStretch(1);
        add(1, 1, tr("P&asses"), passes);
        m_passesLabel = qobject_cast<QLabel *>(grid->itemAtPosition(1, 2)->widget());
        // In the stack neither spin box is named by its label: name them (screen readers).
        m_passes->setAccessibleName(tr("Passes"));
        m_steadyRounds->setAccessibleName(tr("Most rounds until steady"));
    }
    add(1, 2, tr("D&uration"), m_duration);
    add(1, 3, tr("&Warm-up"), m_warmup);
    m_direct->setObjectName(QStringLiteral("directBox"));
    m_direct->setChecked(true);
    m_direct->setToolTip(tr("Off: reads and writes go through the page cache, so the figures show "
                            "memory speed as much as the drive's; results are marked as cached"));
    grid->addWidget(m_direct, 1, 8, 1, 2);
    grid->addWidget(m_options, 2, 0, 1, 10);
    for (int c = 1; c < 10; c += 2)
        grid->setColumnStretch(c, 1);

    connect(m_profile, &QComboBox::currentIndexChanged, this, &RunSettingsWidget::updateProfile);
    for (QComboBox *b : {m_profile, m_ops, m_mix, m_size, m_duration, m_warmup, m_interval, m_data})
        connect(b, &QComboBox::currentIndexChanged, this, &RunSettingsWidget::changed);
    connect(m_passes, &QSpinBox::valueChanged, this, &RunSettingsWidget::changed);
    connect(m_steadyRounds, &QSpinBox::valueChanged, this, &RunSettingsWidget::changed);
    connect(m_untilSteady, &QCheckBox::toggled, this, &RunSettingsWidget::updateEnabled);
    connect(m_untilSteady, &QCheckBox::toggled, this, &RunSettingsWidget::changed);
    connect(m_options, &ProfileOptionsWidget::changed, this, &RunSettingsWidget::changed);

    connect(m_direct, &QCheckBox::toggled, this, &RunSettingsWidget::changed);
    connect(m_ops, &QComboBox::currentIndexChanged, this, &RunSettingsWidget::updateEnabled);
    setProfile(QStringLiteral("default"));
    updateProfile();
}

void RunSettingsWidget::updateProfile()
{
    const ProfileEntry *e = profileEntry(profile());
    m_options->setProfile(profile());
    m_profile->setToolTip(e ? tr("%1: %2; F1 explains each test").arg(e->title, e->description)
                            : tr("Which tests run; F1 explains each"));
    updateEnabled();
}

QString RunSettingsWidget::description() const
{
    const ProfileEntry *e = profileEntry(profile());
    return e ? QStringLiteral("%1: %2").arg(e->title, e->description) : QString();
}

void RunSettingsWidget::updateEnabled()
{
    // Settings the profile or the target ignores are disabled, their tooltip saying why: one
    // table (ignoredsettings.h) for all but the directions, which take their own three ways.
    const ProfileEntry *e = profileEntry(profile());
    const SettingContext context{profile(), e, m_readOnly};
    const auto follow = [&](QWidget *w, RunSetting setting) {
        if (!w->property("usualToolTip").isValid())
            w->setProperty("usualToolTip", w->toolTip());
        const QString why = ignoredBecause(setting, context);
        w->setEnabled(why.isEmpty());
        w->setToolTip(why.isEmpty() ? w->property("usualToolTip").toString() : why);
    };
    const QString title = e ? e->title : profile();
    const bool fixedDirection = e && (e->directions == ProfileDirections::ReadsOnly
                                      || e->directions == ProfileDirections::WritesOnly);
    const QString opsIgnored = ignoredBecause(RunSetting::Tests, context);
    m_ops->setEnabled(opsIgnored.isEmpty() && !m_readOnly && !fixedDirection);
    if (!opsIgnored.isEmpty())
        m_ops->setToolTip(opsIgnored);
    else if (m_readOnly)
        m_ops->setToolTip(tr("This target allows read tests only"));
    else if (e && e->directions == ProfileDirections::ReadsOnly)
        m_ops->setToolTip(tr("%1 measures reads only").arg(title));
    else if (e && e->directions == ProfileDirections::WritesOnly)
        m_ops->setToolTip(tr("%1 measures writes only").arg(title));
    else
        m_ops->setToolTip(tr("Reads and writes, only reads, only writes, or a read/write mix"));
    m_mix->setEnabled(m_ops->isEnabled() && ops() == RunOps::Mix);
    follow(m_size, RunSetting::Size);
    follow(m_duration, RunSetting::Duration);
    follow(m_warmup, RunSetting::WarmUp);
    // Until steady repeats timed tests only; their passes then end by the criterion.
    follow(m_untilSteady, RunSetting::UntilSteady);
    follow(m_data, RunSetting::Data);
    follow(m_direct, RunSetting::Direct);
    const bool steady = ignoredBecause(RunSetting::UntilSteady, context).isEmpty() && m_untilSteady->isChecked();
    m_passesOrRounds->setCurrentWidget(steady ? static_cast<QWidget *>(m_steadyRounds) : m_passes);
    if (m_passesLabel) { // Alt+A reaches the number shown, named for what it counts
        // As narrow as "Passes": a wider label made the window wider than 1280 px.
        m_passesLabel->setText(steady ? tr("&Rounds") : tr("P&asses"));
        m_passesLabel->setToolTip(steady ? m_steadyRounds->toolTip() : QString());
        m_passesLabel->setBuddy(m_passesOrRounds->currentWidget());
    }
}

bool RunSettingsWidget::setProfile(const QString &name)
{
    for (int i = 0; i < m_profile->count(); ++i) {
        if (m_profile->itemData(i).toString().compare(name, Qt::CaseInsensitive) == 0) {
            m_profile->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

QString RunSettingsWidget::profile() const
{
    return m_profile->currentData().toString();
}

RunOps RunSettingsWidget::ops() const
{
    return m_readOnly ? RunOps::Read : RunOps(m_ops->currentData().toInt());
}

void RunSettingsWidget::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateEnabled();
}

RunChoice RunSettingsWidget::traceChoice(const QString &targetPath, const QString &tracePath, bool readsOnly) const
{
    // The core's plan, as `drivebench-cli run --trace FILE`: the same loading, mapping (offsets
    // wrapped into the span), timing (as recorded) and verdict.
    RunChoice c = choice(targetPath);
    c.tests.clear();
    c.profile = QStringLiteral("trace");
    c.tracePath = tracePath;
    c.passes.reset(); // played once, as `run --trace FILE` without --passes
    c.op.reset();
    if (readsOnly)
        c.op = IoOp::Read;
    return c;
}

RunChoice RunSettingsWidget::choice(const QString &targetPath) const
{
    RunChoice c;
    c.targetPath = targetPath;
    c.profile = profile();
    switch (ops()) {
    case RunOps::ReadWrite: break;
    case RunOps::Read: c.op = IoOp::Read; break;
    case RunOps::Write: c.op = IoOp::Write; break;
    case RunOps::Mix: c.op = IoOp::Mix; break;
    }
    c.mixReadPercent = m_mix->currentData().toInt();
    c.fileSizeBytes = m_size->currentData().toULongLong();
    // Until steady, the rounds end by the criterion: no pass count (planRun refuses both).
    if (m_untilSteady->isEnabled() && m_untilSteady->isChecked()) {
        c.untilSteady = true;
        c.steadyMaxRounds = m_steadyRounds->value();
    } else {
        c.passes = m_passes->value();
    }
    c.durationS = m_duration->currentData().toDouble();
    c.warmupS = m_warmup->currentData().toDouble();
    c.intervalS = m_interval->currentData().toDouble();
    c.data = parseSetting<FillData>(m_data->currentData().toString()).value_or(FillData::Random);
    c.cache = m_direct->isChecked() ? CacheMode::Direct : CacheMode::Buffered;
    // The window's own thread must stay responsive while 16 or 64 workers (and their io_uring
    // helpers) saturate the CPU against RAM or a fast SSD on few cores; nice 10 gives the UI
    // thread the CPU when it needs it and the workers every other cycle.
    c.workerNiceness = 10;
    m_options->apply(c.workload);
    return c;
}

void RunSettingsWidget::setPasses(int passes) { m_passes->setValue(passes); }
void RunSettingsWidget::setUntilSteady(bool on, int maxRounds)
{
    m_steadyRounds->setValue(maxRounds);
    m_untilSteady->setChecked(on);
}
void RunSettingsWidget::setDurationS(double s)
{
    if (m_duration->findData(s) < 0)
        m_duration->addItem(tr("%1 s").arg(s), s);
    selectData(m_duration, s);
}
void RunSettingsWidget::setWarmupS(double s)
{
    if (m_warmup->findData(s) < 0)
        m_warmup->addItem(tr("%1 s").arg(s), s);
    selectData(m_warmup, s);
}
void RunSettingsWidget::setIntervalS(double s)
{
    if (m_interval->findData(s) < 0)
        m_interval->addItem(tr("%1 s").arg(s), s);
    selectData(m_interval, s);
}
void RunSettingsWidget::setSizeBytes(std::uint64_t bytes)
{
    const QVariant v = QVariant::fromValue<qulonglong>(bytes);
    if (m_size->findData(v) < 0)
        m_size->addItem(formatBytes(bytes), v);
    selectData(m_size, v);
}
std::uint64_t RunSettingsWidget::sizeBytes() const
{
    return m_size->currentData().toULongLong();
}

std::optional<std::uint64_t> RunSettingsWidget::largestSizeAtMost(std::uint64_t bytes) const
{
    std::optional<std::uint64_t> best;
    for (int i = 0; i < m_size->count(); ++i) {
        const std::uint64_t v = m_size->itemData(i).toULongLong();
        if (v <= bytes && (!best || v > *best))
            best = v;
    }
    return best;
}

void RunSettingsWidget::setOps(RunOps o) { selectData(m_ops, int(o)); }
void RunSettingsWidget::setDirect(bool direct) { m_direct->setChecked(direct); }

void RunSettingsWidget::load(const QSettings &s)
{
    setProfile(s.value(QStringLiteral("run/profile"), QStringLiteral("default")).toString());
    selectData(m_ops, s.value(QStringLiteral("run/ops"), int(RunOps::ReadWrite)).toInt());
    selectData(m_mix, s.value(QStringLiteral("run/mix"), 70).toInt());
    selectData(m_size, QVariant::fromValue<qulonglong>(s.value(QStringLiteral("run/size"), 1ull << 30).toULongLong()));
    m_passes->setValue(s.value(QStringLiteral("run/passes"), 5).toInt());
    m_steadyRounds->setValue(s.value(QStringLiteral("run/steadyMaxRounds"), kDefaultSteadyMaxRounds).toInt());
    m_untilSteady->setChecked(s.value(QStringLiteral("run/untilSteady"), false).toBool());
    selectData(m_duration, s.value(QStringLiteral("run/duration"), 5.0).toDouble());
    selectData(m_warmup, s.value(QStringLiteral("run/warmup"), 5.0).toDouble());
    selectData(m_interval, s.value(QStringLiteral("run/interval"), 5.0).toDouble());
    selectData(m_data, s.value(QStringLiteral("run/data"), settingOption(FillData::Random)).toString());
    m_direct->setChecked(s.value(QStringLiteral("run/direct"), true).toBool());
}

void RunSettingsWidget::save(QSettings &s) const
{
    s.setValue(QStringLiteral("run/profile"), profile());
    s.setValue(QStringLiteral("run/ops"), m_ops->currentData().toInt());
    s.setValue(QStringLiteral("run/mix"), m_mix->currentData().toInt());
    s.setValue(QStringLiteral("run/size"), m_size->currentData().toULongLong());
    s.setValue(QStringLiteral("run/passes"), m_passes->value());
    s.setValue(QStringLiteral("run/untilSteady"), m_untilSteady->isChecked());
    s.setValue(QStringLiteral("run/steadyMaxRounds"), m_steadyRounds->value());
    s.setValue(QStringLiteral("run/duration"), m_duration->currentData().toDouble());
    s.setValue(QStringLiteral("run/warmup"), m_warmup->currentData().toDouble());
    s.setValue(QStringLiteral("run/interval"), m_interval->currentData().toDouble());
    s.setValue(QStringLiteral("run/data"), m_data->currentData().toString());
    s.setValue(QStringLiteral("run/direct"), m_direct->isChecked());
}

} // namespace drivebench::ui
