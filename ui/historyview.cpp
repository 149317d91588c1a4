// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyview.h"

#include <algorithm>
#include <map>
#include <set>

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMap>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/results/comparison.h"
#include "core/results/resultlibrary.h"
#include "ui/drivetrendview.h"
#include "ui/settingwords.h"

namespace drivebench::ui {

namespace {

enum Column { ColId, ColStarted, ColDrive, ColProfile, ColTests, ColName, ColComment, ColSource, ColCount };

constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kSourceRole = Qt::UserRole + 2; ///< the library's source value under the words

QTableWidgetItem *readOnlyItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

/// Where a run came from, in words: measured here, or imported (and from what).
QTableWidgetItem *sourceItem(const QString &source)
{
    QString text = source;
    QString tip;
    if (source == QLatin1String("drivebench")) {
        text = HistoryView::tr("measured");
        tip = HistoryView::tr("Measured by DriveBench and stored when it finished");
    } else if (source == QLatin1String("imported")) {
        text = HistoryView::tr("imported");
        tip = HistoryView::tr("Imported from a DriveBench result file or picture");
    } else if (source == QLatin1String("fio")) {
        text = HistoryView::tr("imported (fio)");
        tip = HistoryView::tr("Imported from fio JSON output");
    }
    auto *item = readOnlyItem(text);
    item->setData(kSourceRole, source);
    item->setToolTip(tip);
    return item;
}

} // namespace

HistoryView::HistoryView(ResultLibrary *library, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("historyView"));
    m_drive = new QComboBox(this);
    m_drive->setObjectName(QStringLiteral("driveFilter"));
    m_drive->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_drive->setToolTip(tr("Show only the runs of one drive"));
    m_drive->setAccessibleName(tr("Drive filter"));
    m_compare = new QPushButton(tr("Compare"), this);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    m_compare->setToolTip(tr("Compare 2 to 6 selected runs side by side"));
    m_compareDrives = new QPushButton(tr("Compare drives…"), this);
    m_compareDrives->setObjectName(QStringLiteral("compareDrivesButton"));
    m_compareDrives->setToolTip(tr("Pick drives and a profile: the latest run of each drive is compared"));
    m_delete = new QPushButton(tr("Delete"), this);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    m_delete->setToolTip(tr("Delete the selected runs from the results library (asks first)"));
    auto *reload = new QPushButton(tr("Refresh"), this);
    reload->setObjectName(QStringLiteral("historyRefreshButton"));
    reload->setToolTip(tr("Read the results library again (runs stored by drivebench-cli appear)"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Drive:"), this));
    bar->addWidget(m_drive);
    bar->addStretch(1);
    bar->addWidget(m_compare);
    bar->addWidget(m_compareDrives);
    bar->addWidget(m_delete);
    bar->addWidget(reload);

    m_table = new QTableWidget(0, ColCount, this);
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setHorizontalHeaderLabels({tr("ID"), tr("Started"), tr("Drive"), tr("Profile"), tr("Tests"),
                                        tr("Name"), tr("Comment"), tr("Source")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(ColComment, QHeaderView::Stretch);
    m_table->setToolTip(tr("Double-click a run to show it; click a selected Name or Comment to edit it"));
    m_table->setAccessibleName(tr("Stored runs"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("historyStatus"));
    m_status->setWordWrap(true);

    m_trend = new DriveTrendView(this);
    m_trend->setVisible(false);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_trend);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);

    connect(m_drive, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            refresh();
    });
    connect(m_compare, &QPushButton::clicked, this, &HistoryView::compareSelected);
    connect(m_compareDrives, &QPushButton::clicked, this, &HistoryView::chooseDrivesToCompare);
    connect(m_delete, &QPushButton::clicked, this, &HistoryView::deleteSelected);
    connect(reload, &QPushButton::clicked, this, &HistoryView::refresh);
    connect(m_table, &QTableWidget::itemChanged, this, &HistoryView::onItemChanged);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &HistoryView::updateButtons);
    connect(m_table, &QTableWidget::itemDoubleClicked, this, [this](QTableWidgetItem *item) {
        if (item->column() != ColName && item->column() != ColComment)
            Q_EMIT runActivated(m_table->item(item->row(), ColId)->data(kIdRole).toLongLong());
    });
    connect(m_table, &QTableWidget::itemActivated, this, [this](QTableWidgetItem *item) {
        if (item->column() != ColName && item->column() != ColComment)
            Q_EMIT runActivated(m_table->item(item->row(), ColId)->data(kIdRole).toLongLong());
    });
    setLibrary(library);
}

HistoryView::~HistoryView() = default;

void HistoryView::setLibrary(ResultLibrary *library)
{
    m_library = library;
    refresh();
}

void HistoryView::fail(const QString &message)
{
    m_status->setText(message);
    Q_EMIT errorOccurred(message);
}

void HistoryView::reloadDrives()
{
    m_filling = true;
    const QString current = m_drive->currentData().toString();
    m_drive->clear();
    m_drive->addItem(tr("All drives"), QString());
    if (m_library) {
        if (auto runs = m_library->history()) {
            // One entry per drive identity; the label of its newest run (history is newest first).
            std::map<QString, QString> drives; // label -> key, sorted by label
            std::set<QString> keys;
            for (const RunSummary &s : *runs) {
                if (s.driveKey.isEmpty() || !keys.insert(s.driveKey).second)
                    continue;
                QString label = s.driveLabel();
                if (drives.count(label))
                    label += QStringLiteral(" [%1]").arg(s.driveKey);
                drives[label] = s.driveKey;
            }
            for (const auto &[label, key] : drives) {
                m_drive->addItem(label, key);
                m_drive->setItemData(m_drive->count() - 1, key, Qt::ToolTipRole);
            }
        }
    }
    const int keep = m_drive->findData(current);
    m_drive->setCurrentIndex(keep < 0 ? 0 : keep);
    m_filling = false;
}

void HistoryView::setDriveFilter(const QString &driveKey)
{
    const int index = m_drive->findData(driveKey);
    m_drive->setCurrentIndex(index < 0 ? 0 : index);
    refresh();
}

void HistoryView::refresh()
{
    // A run stored or imported since brings its drive into the filter (it was missing until Refresh).
    reloadDrives();
    const QList<qint64> selected = selectedRunIds();
    m_filling = true;
    m_table->setRowCount(0);
    if (!m_library) {
        m_status->setText(tr("No results library is open."));
        m_filling = false;
        updateButtons();
        return;
    }
    RunFilter filter;
    filter.drive = m_drive->currentData().toString();
    auto runs = m_library->history(filter);
    if (!runs) {
        m_filling = false;
        fail(windowText(runs.error()));
        updateButtons();
        return;
    }
    m_table->setRowCount(int(runs->size()));
    for (int row = 0; row < int(runs->size()); ++row) {
        const RunSummary &s = runs->at(std::size_t(row));
        auto *id = readOnlyItem(QString::number(s.id));
        id->setData(kIdRole, s.id);
        id->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, ColId, id);
        m_table->setItem(row, ColStarted, readOnlyItem(QLocale().toString(s.startedAt.toLocalTime(), QLocale::ShortFormat)));
        auto *drive = readOnlyItem(s.driveLabel());
        drive->setToolTip(QStringLiteral("%1\n%2").arg(s.driveLabel(), s.targetPath));
        m_table->setItem(row, ColDrive, drive);
        m_table->setItem(row, ColProfile, readOnlyItem(s.profile));
        auto *tests = readOnlyItem(s.completed ? QString::number(s.testCount) : tr("%1 (partial)").arg(s.testCount));
        m_table->setItem(row, ColTests, tests);
        m_table->setItem(row, ColName, new QTableWidgetItem(s.name));
        m_table->setItem(row, ColComment, new QTableWidgetItem(s.comment));
        m_table->setItem(row, ColSource, sourceItem(s.source));
    }
    m_table->resizeColumnsToContents();
    m_filling = false;
    m_status->setText(tr("%n run(s) in %1", nullptr, int(runs->size())).arg(m_library->path()));
    for (qint64 id : selected)
        selectRun(id);
    updateButtons();
    QList<qint64> ids;
    if (!filter.drive.isEmpty())
        for (const RunSummary &s : *runs)
            ids << s.id;
    updateTrend(ids);
}

void HistoryView::updateTrend(const QList<qint64> &ids)
{
    m_trend->setVisible(!ids.isEmpty());
    if (ids.isEmpty())
        return;
    std::vector<std::pair<qint64, RunResult>> runs;
    for (qint64 id : ids) {
        Result<RunResult> run = m_library->load(id);
        if (!run) {
            fail(windowText(run.error()));
            return;
        }
        runs.emplace_back(id, std::move(*run));
    }
    m_trend->setRuns(std::move(runs), m_drive->currentText());
}

int HistoryView::runCount() const
{
    return m_table->rowCount();
}

QList<qint64> HistoryView::selectedRunIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, ColId) && m_table->item(row, ColId)->isSelected())
            ids << m_table->item(row, ColId)->data(kIdRole).toLongLong();
    return ids;
}

void HistoryView::selectRun(qint64 id)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, ColId)->data(kIdRole).toLongLong() != id)
            continue;
        m_table->selectionModel()->select(m_table->model()->index(row, 0),
                                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
        m_table->scrollToItem(m_table->item(row, ColId));
    }
}

void HistoryView::onItemChanged(QTableWidgetItem *item)
{
    if (m_filling || !m_library || (item->column() != ColName && item->column() != ColComment))
        return;
    const qint64 id = m_table->item(item->row(), ColId)->data(kIdRole).toLongLong();
    const Result<void> done = item->column() == ColName ? m_library->rename(id, item->text())
                                                        : m_library->setComment(id, item->text());
    if (!done) {
        fail(windowText(done.error()));
        refresh(); // show what the library really holds
        return;
    }
    Q_EMIT runsChanged();
}

void HistoryView::deleteSelected()
{
    const QList<qint64> ids = selectedRunIds();
    if (!m_library || ids.isEmpty())
        return;
    if (m_confirmDeletes
        && QMessageBox::question(this, tr("Delete runs"),
                                 tr("Delete %n run(s) from the library? This cannot be undone.", nullptr, int(ids.size())))
               != QMessageBox::Yes)
        return;
    for (qint64 id : ids) {
        if (Result<void> done = m_library->remove(id); !done) {
            fail(windowText(done.error()));
            break;
        }
    }
    reloadDrives();
    refresh();
    Q_EMIT runsChanged();
}

void HistoryView::compareSelected()
{
    const QList<qint64> ids = selectedRunIds();
    if (ids.size() >= 2 && ids.size() <= 6)
        Q_EMIT compareRequested(ids);
}

void HistoryView::updateButtons()
{
    const auto n = selectedRunIds().size();
    m_compare->setEnabled(n >= 2 && n <= 6);
    m_delete->setEnabled(n > 0);
}

bool HistoryView::compareDrives(const QString &profile, const QStringList &driveKeys)
{
    if (!m_library)
        return false;
    auto runs = m_library->history();
    if (!runs) {
        fail(windowText(runs.error()));
        return false;
    }
    const std::vector<qint64> latest = latestRunPerDrive(*runs, profile, driveKeys);
    if (latest.size() < 2 || latest.size() > 6) {
        Q_EMIT errorOccurred(tr("%n drive(s) have a run of the profile %1: choose 2 to 6 drives that do.", "",
                                int(latest.size()))
                                 .arg(profile));
        return false;
    }
    Q_EMIT compareRequested(QList<qint64>(latest.begin(), latest.end()));
    return true;
}

void HistoryView::chooseDrivesToCompare()
{
    if (!m_library)
        return;
    auto runs = m_library->history();
    if (!runs) {
        fail(windowText(runs.error()));
        return;
    }
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("compareDrivesDialog"));
    dialog.setWindowTitle(tr("Compare drives"));
    auto *profile = new QComboBox(&dialog);
    profile->setObjectName(QStringLiteral("compareDrivesProfile"));
    profile->setAccessibleName(tr("Profile"));
    // The profiles by how many drives ran them, the most first.
    QMap<QString, QSet<QString>> drivesOf;
    for (const RunSummary &s : *runs)
        drivesOf[s.profile].insert(comparedDriveKey(s));
    QStringList profiles = drivesOf.keys();
    std::stable_sort(profiles.begin(), profiles.end(),
                     [&](const QString &a, const QString &b) { return drivesOf[a].size() > drivesOf[b].size(); });
    for (const QString &p : profiles)
        profile->addItem(tr("%1 (%n drive(s))", "", int(drivesOf[p].size())).arg(p.isEmpty() ? tr("no profile") : p), p);
    auto *drives = new QListWidget(&dialog);
    drives->setObjectName(QStringLiteral("compareDrivesList"));
    drives->setAccessibleName(tr("Drives"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
    auto *note = new QLabel(&dialog);
    note->setWordWrap(true);
    const auto checked = [drives] {
        QStringList keys;
        for (int i = 0; i < drives->count(); ++i)
            if (drives->item(i)->checkState() == Qt::Checked)
                keys << drives->item(i)->data(Qt::UserRole).toString();
        return keys;
    };
    const auto update = [=] {
        const auto n = checked().size();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(n >= 2 && n <= 6);
        note->setText(tr("The latest run of the profile on each checked drive is compared (2 to 6 drives)."));
    };
    const auto fill = [=, this, &runs] {
        drives->clear();
        const QString p = profile->currentData().toString();
        QStringList keys;
        for (const RunSummary &s : *runs) { // newest first: the first run of a drive is its latest
            const QString key = comparedDriveKey(s);
            if (s.profile != p || keys.contains(key))
                continue;
            keys << key;
            auto *item = new QListWidgetItem(tr("%1 — latest run #%2, %3")
                                                 .arg(s.driveLabel())
                                                 .arg(s.id)
                                                 .arg(QLocale().toString(s.startedAt.toLocalTime(), QLocale::ShortFormat)),
                                             drives);
            item->setData(Qt::UserRole, key);
            item->setCheckState(keys.size() <= 6 ? Qt::Checked : Qt::Unchecked);
        }
        // Wide enough for the drives' whole names (no horizontal scrolling in a pick list).
        drives->setMinimumWidth(std::min(900, drives->sizeHintForColumn(0) + 2 * drives->frameWidth() + 24));
        update();
    };
    connect(profile, &QComboBox::currentIndexChanged, &dialog, fill);
    connect(drives, &QListWidget::itemChanged, &dialog, update);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *form = new QVBoxLayout(&dialog);
    form->addWidget(new QLabel(tr("Profile:"), &dialog));
    form->addWidget(profile);
    form->addWidget(new QLabel(tr("Drives:"), &dialog));
    form->addWidget(drives, 1);
    form->addWidget(note);
    form->addWidget(buttons);
    fill();
    if (dialog.exec() == QDialog::Accepted)
        compareDrives(profile->currentData().toString(), checked());
}

} // namespace drivebench::ui
