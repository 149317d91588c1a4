// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QFrame>

class QLabel;
class QPushButton;
class QToolButton;

namespace drivebench::ui {

/// An in-window message strip (not a dialog): an error with its cause and its fix, a warning, or
/// information. Stays until closed or replaced, and its text can be selected and copied.
class MessageBar final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageBar)

public:
    enum class Kind { Error, Warning, Information };

    explicit MessageBar(QWidget *parent = nullptr);

    /// Shows cause (bold) and fix (below it); an empty fix shows the cause alone.
    void showMessage(Kind kind, const QString &cause, const QString &fix = QString());
    /// An error as core words it, "cause (fix)": the two shown apart when they are.
    void showError(const QString &text);
    /// A button on the message that offers the fix ("Use 8 GiB"); pressing it closes the message
    /// and runs the action. Call after showMessage, which removes the last one.
    void setAction(const QString &text, std::function<void()> action);
    QPushButton *actionButton() const { return m_action; }
    /// "cause\nfix" of the message shown, for tests.
    QString text() const;
    Kind kind() const { return m_kind; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyStyle();

    Kind m_kind = Kind::Information;
    QLabel *m_icon;
    QLabel *m_cause;
    QLabel *m_fix;
    QPushButton *m_action;
    std::function<void()> m_actionFn;
    QToolButton *m_close;
};

} // namespace drivebench::ui
