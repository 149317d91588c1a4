// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The history of runs in the results library: a list newest first, filtered by drive (by its
// identity: WWN, else model and serial, whatever its device name was), with the name and comment
// editable in place, delete, and "compare" for 2 to 6 selected runs. With a drive picked, its
// runs' headlines over time against a baseline (DriveTrendView) sit under the list. The host
// window owns the library and this widget; the widget never outlives the library it was given.

#include <QList>
#include <QWidget>

class QComboBox;
class QSplitter;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace drivebench {
class ResultLibrary;
}

namespace drivebench::ui {

class DriveTrendView;

class HistoryView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryView)

public:
    /// library may be null (no library could be opened): the view says so and stays empty.
    explicit HistoryView(ResultLibrary *library, QWidget *parent = nullptr);
    ~HistoryView() override;

    /// Points the view at another library (or none) and reloads.
    void setLibrary(ResultLibrary *library);
    /// Ids of the selected runs, in list order.
    QList<qint64> selectedRunIds() const;
    /// Whether Delete asks first (default true; tests turn it off).
    void setConfirmDeletes(bool confirm) { m_confirmDeletes = confirm; }
    /// Number of runs listed under the current filter.
    int runCount() const;
    /// The trend of the drive picked (hidden with "All drives").
    DriveTrendView *trendView() const { return m_trend; }

public Q_SLOTS:
    /// Re-reads the library (call after a run was stored elsewhere).
    void refresh();
    /// Selects the run with this id if it is listed.
    void selectRun(qint64 id);
    /// Deletes the selected runs (after confirmation when enabled).
    void deleteSelected();
    /// Emits compareRequested for the selection when it holds 2 to 6 runs.
    void compareSelected();
    /// Shows only runs on this drive: its key (RunSummary::driveKey; "" = all drives).
    void setDriveFilter(const QString &driveKey);
    /// "Compare drives": the newest run of `profile` on each drive (comparedDriveKey()), compared;
    /// false (and errorOccurred) unless 2 to 6 of the drives have such a run.
    bool compareDrives(const QString &profile, const QStringList &driveKeys);
    /// Asks which drives and which profile to compare (a dialog), then compareDrives().
    void chooseDrivesToCompare();

Q_SIGNALS:
    /// A run was double-clicked or Enter was pressed on it: show it.
    void runActivated(qint64 id);
    /// The user asked to compare these runs (2 to 6, in list order).
    void compareRequested(const QList<qint64> &ids);
    /// Runs were renamed, commented or deleted here.
    void runsChanged();
    /// A library call failed; the message names the cause and the fix.
    void errorOccurred(const QString &message);

private:
    void reloadDrives();
    void updateTrend(const QList<qint64> &ids);
    void onItemChanged(QTableWidgetItem *item);
    void updateButtons();
    void fail(const QString &message);

    ResultLibrary *m_library = nullptr;
    QComboBox *m_drive = nullptr;
    QTableWidget *m_table = nullptr;
    DriveTrendView *m_trend = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_compare = nullptr;
    QPushButton *m_compareDrives = nullptr;
    QPushButton *m_delete = nullptr;
    bool m_filling = false;
    bool m_confirmDeletes = true;
};

} // namespace drivebench::ui
