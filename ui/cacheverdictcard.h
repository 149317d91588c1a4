#pragma once

// The SLC cache test's verdict (profile cache, docs/workloads.md "SLC cache"): the cache's size
// with its uncertainty, the speed in it, after it and at a floor, and how much came back after
// each idle pause. A card under the result panel's grid beside the trace verdict, so the saved
// panel picture carries it too. It reads the typed figures (core/results/workloadfigures.h:
// CacheFigures), never the JSON.

#include <QFrame>
#include <QHash>

#include "core/results/runresult.h"

class QGridLayout;
class QLabel;

namespace drivebench::ui {

class CacheVerdictCard final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CacheVerdictCard)

public:
    explicit CacheVerdictCard(QWidget *parent = nullptr);

    /// Shows the cache figures of the test's first write; false (nothing shown) for any other test.
    bool setTest(const TestResult &test);

    /// The text of a figure: "size", "in_cache", "after_cache", "floor", "recovery_0", ... ("" when
    /// not shown), for tests.
    QString figureText(const QString &name) const;

private:
    QLabel *addRow(const QString &name, const QString &label, const QString &tip);
    void clearRows();

    QGridLayout *m_grid;
    QLabel *m_title;
    QLabel *m_note;
    int m_row = 1;
    QHash<QString, QLabel *> m_values;
    QList<QWidget *> m_rows;
};

} // namespace drivebench::ui
