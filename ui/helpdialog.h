// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace drivebench::ui {

/// "What does this mean?": what each test measures (SEQ1M Q8T1, RND4K Q1T1 and why queue depth 1
/// matters), each figure (MB/s = 10^6 bytes/s, IOPS, µs, percentiles, spread, best of passes),
/// each verdict and warning, and each setting. Translated; opened with F1 or Help ▸ What does
/// this mean?, and from the ? button beside Start.
class HelpDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HelpDialog)

public:
    explicit HelpDialog(QWidget *parent = nullptr);

    /// Scrolls to a section: "tests", "figures", "verdicts", "warnings", "settings".
    void showSection(const QString &anchor);
    /// The page as HTML (for tests: every section and warning code is there).
    static QString html();
    /// The section on the surface scan, sweep, small files, capacity verdicts and SLC cache card.
    static QString workloadsHtml();
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace drivebench::ui
