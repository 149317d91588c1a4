// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthview.h"

#include <array>
#include <cstdint>
#include <optional>

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/settingwords.h"
#include "ui/screenfit.h"

namespace drivebench::ui {

namespace {

QString number(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

QString bytesText(double bytes)
{
    // Decimal units, as drive makers count.
    static const char *const kUnits[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    int unit = 0;
    while (bytes >= 1000 && unit < 5) {
        bytes /= 1000;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(number(bytes, unit ? 1 : 0), QLatin1String(kUnits[unit]));
}

} // namespace

HealthView::HealthView(QWidget *parent)
    : QDialog(parent)
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_temperature(new QLabel(this))
    , m_facts(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_warnings(new QListWidget(this))
{
    setObjectName(QStringLiteral("healthView"));
    setWindowTitle(tr("Drive health"));
    auto *layout = new QVBoxLayout(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    auto *boxes = new QGridLayout;
    auto *statusCaption = new QLabel(tr("Health status"), this);
    auto *tempCaption = new QLabel(tr("Temperature"), this);
    boxes->addWidget(statusCaption, 0, 0);
    boxes->addWidget(tempCaption, 1, 0);
    for (QLabel *box : {m_status, m_temperature}) {
        QFont f = box->font();
        f.setPointSizeF(f.pointSizeF() * 1.6);
        f.setBold(true);
        box->setFont(f);
        box->setAlignment(Qt::AlignCenter);
        box->setMinimumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("Warning 00")) + 24);
        box->setAutoFillBackground(true);
        box->setMargin(6);
    }
    m_status->setObjectName(QStringLiteral("healthStatus"));
    m_temperature->setObjectName(QStringLiteral("healthTemperature"));
    boxes->addWidget(m_status, 0, 1);
    boxes->addWidget(m_temperature, 1, 1);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->setWordWrap(true);
    m_facts->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    boxes->addWidget(m_facts, 0, 2, 2, 1);
    boxes->setColumnStretch(2, 1);
    layout->addLayout(boxes);

    m_table->setObjectName(QStringLiteral("healthTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    layout->addWidget(m_table, 1);
    layout->addWidget(new QLabel(tr("Warnings"), this));
    m_warnings->setObjectName(QStringLiteral("healthWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(m_warnings->fontMetrics().height() * 6);
    layout->addWidget(m_warnings);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 620);
}

void HealthView::setDrive(const Drive &drive, const std::optional<DriveHealth> &health, const QString &error)
{
    m_title->setText(tr("%1 — %2").arg(drive.model.isEmpty() ? drive.name : drive.model, drive.path));
    m_warnings->clear();
    m_table->clear();
    m_table->setRowCount(0);
    m_known = health.has_value();
    m_level = health ? health->verdict.level : HealthLevel::Ok;
    // The words of `health`'s overall (docs/health.md): OK, Warning (CrystalDiskInfo's Caution),
    // Failing (its Bad); Unknown for a device without SMART.
    if (m_level == HealthLevel::Unknown)
        m_known = false;
    switch (m_level) {
    case HealthLevel::Unknown:
        m_status->setText(tr("Unknown"));
        break;
    case HealthLevel::Ok:
        m_status->setText(m_known ? tr("OK") : tr("Unknown"));
        break;
    case HealthLevel::Warning:
        m_status->setText(tr("Warning"));
        break;
    case HealthLevel::Failing:
        m_status->setText(tr("Failing"));
        break;
    }
    std::optional<double> temp = drive.temperatureC;
    if (!temp && health && health->temperatureC())
        temp = double(*health->temperatureC());
    m_temperature->setText(temp ? tr("%1 °C").arg(number(*temp, 0)) : tr("– °C"));
    QStringList limits;
    if (drive.temperatureWarnC)
        limits << tr("warning at %1 °C").arg(number(*drive.temperatureWarnC, 0));
    if (drive.temperatureCritC)
        limits << tr("critical at %1 °C").arg(number(*drive.temperatureCritC, 0));
    m_temperature->setToolTip(limits.join(QStringLiteral(", ")));

    QStringList facts;
    if (!drive.serial.isEmpty())
        facts << tr("Serial: %1").arg(drive.serial);
    if (!drive.firmware.isEmpty())
        facts << tr("Firmware: %1").arg(drive.firmware);
    if (!limits.isEmpty())
        facts << tr("Temperature limits: %1").arg(limits.join(QStringLiteral(", ")));

    if (!health) {
        m_facts->setText(facts.join(QLatin1Char('\n')));
        m_warnings->addItem(tr("The health data could not be read: %1").arg(error));
        if (!drive.temperatureC)
            m_warnings->addItem(tr("No temperature sensor (hwmon) for this drive."));
        applyStatusColours();
        return;
    }
    for (const QString &w : health->verdict.reasons)
        m_warnings->addItem(w);
    for (const QString &n : health->notes)
        m_warnings->addItem(tr("Note: %1").arg(n));
    if (m_warnings->count() == 0)
        m_warnings->addItem(tr("No warnings."));

    if (health->nvme) {
        const NvmeSmartLog &l = *health->nvme;
        facts << tr("Power on: %1 hours, %2 power cycles").arg(l.powerOnHours).arg(l.powerCycles);
        facts << tr("Host writes: %1, host reads: %2").arg(bytesText(double(l.hostBytesWritten())), bytesText(double(l.hostBytesRead())));
        showNvmeLog(l, health->controller ? &*health->controller : nullptr);
    } else if (health->ata) {
        const AtaSmart &a = *health->ata;
        if (a.powerOnHours)
            facts << tr("Power on: %1 hours").arg(number(*a.powerOnHours, 0));
        if (a.lbasWritten)
            facts << tr("Host writes: %1").arg(bytesText(double(*a.lbasWritten) * double(a.lbaUnitBytes)));
        if (a.temperatureMinC && a.temperatureMaxC)
            facts << tr("Temperature seen: %1 to %2 °C").arg(*a.temperatureMinC).arg(*a.temperatureMaxC);
        facts << tr("Self-test: %1").arg(a.selfTestText);
        m_table->setColumnCount(7);
        m_table->setHorizontalHeaderLabels({tr("ID"), tr("Attribute"), tr("Current"), tr("Worst"), tr("Threshold"),
                                            tr("Raw"), tr("Decoded")});
        for (const AtaSmartAttribute &at : a.attributes) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const QStringList cells = {
                QStringLiteral("%1").arg(at.id, 2, 16, QLatin1Char('0')).toUpper(),
                at.name,
                QString::number(at.value),
                QString::number(at.worst),
                at.threshold ? QString::number(*at.threshold) : QStringLiteral("–"),
                at.rawKnown ? QStringLiteral("%1").arg(at.raw, 12, 16, QLatin1Char('0')).toUpper()
                            : QStringLiteral("–"), // through UDisks2: not passed on
                at.decoded ? QStringLiteral("%1 %2").arg(number(*at.decoded, at.unit == QLatin1String("hours") ? 1 : 0), at.unit)
                           : QString(),
            };
            for (int c = 0; c < cells.size(); ++c) {
                auto *item = new QTableWidgetItem(cells[c]);
                if (c != 1 && c != 6)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (at.failingNow || at.failedInPast) {
                    item->setForeground(at.failingNow && at.prefailure ? QColor(0xd3, 0x2f, 0x2f) : QColor(0xd8, 0x8c, 0x1b));
                    // An old-age attribute here is a note of the verdict (wear, not a failure prediction).
                    item->setToolTip(at.failingNow ? tr("At or below its threshold now") : tr("Was at or below its threshold"));
                }
                m_table->setItem(row, c, item);
            }
        }
    }
    m_facts->setText(facts.join(QLatin1Char('\n')));
    m_table->resizeColumnsToContents();
    applyStatusColours();
}

void HealthView::applyStatusColours()
{
    // CrystalDiskInfo's colours: blue good, yellow caution, red bad; grey when unknown. Text
    // colour picked against the box so both palettes read.
    QColor box = QColor(0x1e, 0x88, 0xe5);
    if (!m_known)
        box = palette().color(QPalette::Mid);
    else if (m_level == HealthLevel::Warning)
        box = QColor(0xf9, 0xa8, 0x25);
    else if (m_level == HealthLevel::Failing)
        box = QColor(0xd3, 0x2f, 0x2f);
    QPalette pal = m_status->palette();
    pal.setColor(QPalette::Window, box);
    pal.setColor(QPalette::WindowText, box.lightness() > 135 ? Qt::black : Qt::white);
    m_status->setPalette(pal);
    QPalette tp = m_temperature->palette();
    tp.setColor(QPalette::Window, palette().color(QPalette::Base));
    tp.setColor(QPalette::WindowText, palette().color(QPalette::Text));
    m_temperature->setPalette(tp);
}

void HealthView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyStatusColours();
    QDialog::changeEvent(event);
}

void HealthView::showNvmeLog(const NvmeSmartLog &l, const NvmeControllerIdentify *ctrl)
{
    // One row per field of the log (and the controller's temperature thresholds), read from
    // the decoded struct.
    const auto count = [](std::uint64_t v) { return number(double(v)); };
    const auto celsius = [](const std::optional<int> &v) { return v ? number(*v) : QStringLiteral("–"); };
    const auto pair = [](const std::array<std::uint32_t, 2> &v) {
        return QStringLiteral("%1, %2").arg(number(v[0]), number(v[1]));
    };
    struct Row
    {
        const char *label;
        QString value;
    };
    const Row rows[] = {
        {QT_TR_NOOP("Critical warning"), QStringLiteral("0x%1").arg(int(l.criticalWarning.raw), 2, 16, QLatin1Char('0'))},
        {QT_TR_NOOP("Composite temperature (°C)"), celsius(l.temperatureC)},
        {QT_TR_NOOP("Available spare (%)"), number(l.availableSparePct)},
        {QT_TR_NOOP("Available spare threshold (%)"), number(l.availableSpareThresholdPct)},
        {QT_TR_NOOP("Percentage used (%)"), number(l.percentageUsed)},
        {QT_TR_NOOP("Data units read"), count(l.dataUnitsRead)},
        {QT_TR_NOOP("Data units written"), count(l.dataUnitsWritten)},
        {QT_TR_NOOP("Host read commands"), count(l.hostReadCommands)},
        {QT_TR_NOOP("Host write commands"), count(l.hostWriteCommands)},
        {QT_TR_NOOP("Controller busy time (min)"), count(l.controllerBusyMinutes)},
        {QT_TR_NOOP("Power cycles"), count(l.powerCycles)},
        {QT_TR_NOOP("Power on hours"), count(l.powerOnHours)},
        {QT_TR_NOOP("Unsafe shutdowns"), count(l.unsafeShutdowns)},
        {QT_TR_NOOP("Media and data integrity errors"), count(l.mediaErrors)},
        {QT_TR_NOOP("Error log entries"), count(l.errorLogEntries)},
        {QT_TR_NOOP("Warning temperature time (min)"), count(l.warningTempMinutes)},
        {QT_TR_NOOP("Critical temperature time (min)"), count(l.criticalTempMinutes)},
        {QT_TR_NOOP("Thermal throttling transitions (TMT1, TMT2)"), pair(l.thermalTransitions)},
        {QT_TR_NOOP("Thermal throttling time, s (TMT1, TMT2)"), pair(l.thermalTimeS)},
        {QT_TR_NOOP("Warning temperature WCTEMP (°C)"), celsius(ctrl ? ctrl->warningTempC : std::nullopt)},
        {QT_TR_NOOP("Critical temperature CCTEMP (°C)"), celsius(ctrl ? ctrl->criticalTempC : std::nullopt)},
    };
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Field"), tr("Value")});
    for (const Row &r : rows) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(tr(r.label)));
        m_table->setItem(row, 1, new QTableWidgetItem(r.value));
    }
}

QString HealthView::statusText() const
{
    return m_status->text();
}

int HealthView::tableRows() const
{
    return m_table->rowCount();
}

QString HealthView::cellText(int row, int column) const
{
    const QTableWidgetItem *item = m_table->item(row, column);
    return item ? item->text() : QString();
}

HealthView *HealthView::open(const Drive &drive, QWidget *parent)
{
    std::optional<DriveHealth> health;
    QString error;
    const bool nvme = drive.transport == Transport::Nvme;
    RawAccess access;
    if (!nvme)
        access.udisks = UdisksUse::WithPrompt; // NVMe: Get Log Page is root's alone, a descriptor does not help
    auto read = readHealth(nvme && !drive.genericPath.isEmpty() ? drive.genericPath : drive.path, access);
    if (read)
        health = std::move(*read);
    else
        error = windowText(read.error());
    auto *view = new HealthView(parent);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->setDrive(drive, health, error);
    cascadeOnScreen(view);
    view->show();
    return view;
}

} // namespace drivebench::ui
