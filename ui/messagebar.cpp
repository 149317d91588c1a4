// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace drivebench::ui {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_cause(new QLabel(this))
    , m_fix(new QLabel(this))
    , m_action(new QPushButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4); // as the warnings bar's: the panel keeps the height
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    auto *texts = new QVBoxLayout;
    texts->setSpacing(2);
    QFont bold = m_cause->font();
    bold.setBold(true);
    m_cause->setFont(bold);
    for (QLabel *l : {m_cause, m_fix}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setTextFormat(Qt::PlainText);
        texts->addWidget(l);
    }
    m_cause->setObjectName(QStringLiteral("messageCause"));
    m_fix->setObjectName(QStringLiteral("messageFix"));
    layout->addLayout(texts, 1);
    m_action->setObjectName(QStringLiteral("messageAction"));
    m_action->setToolTip(tr("Apply the fix this message offers"));
    m_action->setAccessibleName(tr("Apply the fix"));
    m_action->hide();
    connect(m_action, &QPushButton::clicked, this, [this] {
        const std::function<void()> action = m_actionFn;
        hide();
        if (action)
            action();
    });
    layout->addWidget(m_action, 0, Qt::AlignTop);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close this message"));
    m_close->setAccessibleName(tr("Close this message"));
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBar::showMessage(Kind kind, const QString &cause, const QString &fix)
{
    m_kind = kind;
    // Callers word core's errors with windowMessage and windowHint (settingwords.h).
    m_cause->setText(cause);
    m_fix->setText(fix.isEmpty() ? QString() : tr("What to do: %1").arg(fix));
    m_actionFn = nullptr;
    m_action->hide();
    m_fix->setVisible(!fix.isEmpty());
    applyStyle();
    show();
}

void MessageBar::setAction(const QString &text, std::function<void()> action)
{
    m_action->setText(text);
    m_action->setToolTip(text);
    m_action->setAccessibleName(text);
    m_actionFn = std::move(action);
    m_action->setVisible(bool(m_actionFn));
}

QString MessageBar::text() const
{
    return m_fix->text().isEmpty() ? m_cause->text() : m_cause->text() + QLatin1Char('\n') + m_fix->text();
}

void MessageBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !property("styling").toBool())
        applyStyle();
    QFrame::changeEvent(event);
}

void MessageBar::applyStyle()
{
    // Tint the window colour toward red/amber/blue so the bar fits light and dark palettes.
    QColor accent = QColor(0xc6, 0x28, 0x28);
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxCritical;
    if (m_kind == Kind::Warning) {
        accent = QColor(0xd8, 0x8c, 0x1b);
        icon = QStyle::SP_MessageBoxWarning;
    } else if (m_kind == Kind::Information) {
        accent = QColor(0x1e, 0x6f, 0xd9);
        icon = QStyle::SP_MessageBoxInformation;
    }
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize) * 2;
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    QPalette pal = parentWidget() ? parentWidget()->palette() : palette();
    const QColor window = pal.color(QPalette::Window);
    const double a = 0.18;
    const QColor tinted = QColor::fromRgbF(window.redF() * (1 - a) + accent.redF() * a,
                                           window.greenF() * (1 - a) + accent.greenF() * a,
                                           window.blueF() * (1 - a) + accent.blueF() * a);
    pal.setColor(QPalette::Window, tinted);
    setProperty("styling", true);
    setPalette(pal);
    setProperty("styling", false);
}

void MessageBar::showError(const QString &text)
{
    QString cause = text, fix;
    if (text.endsWith(QLatin1Char(')'))) {
        const qsizetype open = text.lastIndexOf(QStringLiteral(" ("));
        if (open > 0) {
            cause = text.left(open);
            fix = text.mid(open + 2).chopped(1);
        }
    }
    showMessage(Kind::Error, cause, fix);
}

} // namespace drivebench::ui
