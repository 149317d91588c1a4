// SPDX-License-Identifier: GPL-3.0-or-later
#include "warningsview.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "core/results/resultexport.h"
#include "core/results/warningcodes.h"
#include "ui/settingwords.h"

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
                          .arg(title(w.code).toHtmlEscaped(), where.toHtmlEscaped(), windowMessage(w).toHtmlEscaped()));
        line->setToolTip(explanation(w.code));
        line->setAccessibleName(title(w.code));
        line->setAccessibleDescription(windowMessage(w));
        line->setObjectName(QStringLiteral("warning_") + w.code);
        m_list->addWidget(line);
        line->show(); // now: a picture taken right after (--save-window) must show it
    }
    QStringList titles, tips;
    for (const RunWarning &w : warnings) {
        if (!titles.contains(title(w.code)))
            titles << title(w.code);
        tips << QStringLiteral("%1: %2").arg(title(w.code), windowMessage(w));
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
        out << w.code + QStringLiteral(": ") + windowMessage(w);
    return out;
}

QStringList WarningsView::codes()
{
    QStringList out;
    for (const WarningCodeInfo &row : warningCodes())
        out << QString::fromLatin1(row.name);
    return out;
}

QString WarningsView::title(const QString &code)
{
    // The table in core (warningcodes.h) marks its texts for translation in context "WarningCodes".
    const WarningCodeInfo *row = warningCodeInfo(code);
    return row ? QCoreApplication::translate("WarningCodes", row->title) : code;
}

QString WarningsView::explanation(const QString &code)
{
    const WarningCodeInfo *row = warningCodeInfo(code);
    return row ? QCoreApplication::translate("WarningCodes", row->explanation) : QString();
}

QString WarningsView::testTip(const RunResult &run, const TestResult &test)
{
    QStringList lines;
    for (const RunWarning &w : testWarnings(run, test))
        lines << QStringLiteral("⚠ %1: %2").arg(title(w.code), windowMessage(w));
    return lines.join(QLatin1Char('\n'));
}

} // namespace drivebench::ui
