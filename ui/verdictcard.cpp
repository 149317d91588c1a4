// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdictcard.h"

#include <QGridLayout>
#include <QLabel>

namespace drivebench::ui {

VerdictCard::VerdictCard(const QString &objectName, const QString &titleName, const QString &noteName,
                         QWidget *parent)
    : QFrame(parent), m_grid(new QGridLayout(this)), m_title(new QLabel(this)), m_note(new QLabel(this))
{
    setObjectName(objectName);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    setForegroundRole(QPalette::Text);
    m_grid->setHorizontalSpacing(16);
    m_grid->setVerticalSpacing(4);
    m_title->setObjectName(titleName);
    m_title->setFont(bold(font()));
    m_title->setWordWrap(true);
    m_note->setObjectName(noteName);
    m_note->setWordWrap(true);
    m_note->setForegroundRole(QPalette::PlaceholderText);
}

QFont VerdictCard::bold(QFont f, qreal scale)
{
    f.setBold(true);
    if (scale != 1.0)
        f.setPointSizeF(f.pointSizeF() * scale);
    return f;
}

QLabel *VerdictCard::newFigure(const QString &name, const QString &prefix)
{
    auto *l = new QLabel(this);
    l->setObjectName(prefix + name);
    l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_values.insert(name, l);
    return l;
}

void VerdictCard::clearTexts()
{
    for (QLabel *l : std::as_const(m_values))
        l->clear();
    m_title->clear();
    m_note->clear();
}

QString VerdictCard::figureText(const QString &name) const
{
    const QLabel *l = m_values.value(name);
    return l ? l->text() : QString();
}

} // namespace drivebench::ui
