// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the result panel's verdict cards share (the trace verdict, the SLC cache verdict): a
// framed card in palette colours only (Base on Window, Text), so the dark scheme and the saved
// picture follow; a bold title, a grid of selectable figures looked up by name, and a note in
// the placeholder colour. Each card lays out and words its own figures.

#include <QFrame>
#include <QHash>

class QGridLayout;
class QLabel;

namespace drivebench::ui {

class VerdictCard : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerdictCard)

public:
    /// The text shown for a figure ("" before setTest or for a name not shown), for tests.
    QString figureText(const QString &name) const;

protected:
    /// objectName names the card; titleName and noteName its title and note (for tests).
    VerdictCard(const QString &objectName, const QString &titleName, const QString &noteName,
                QWidget *parent);

    /// f in bold, scaled by scale.
    static QFont bold(QFont f, qreal scale = 1.0);
    /// A right-aligned, selectable figure label named prefix + name, found by figureText(name).
    QLabel *newFigure(const QString &name, const QString &prefix);
    /// The figure label named name (made by newFigure).
    QLabel *figure(const QString &name) const { return m_values.value(name); }
    /// Forgets the figures named so far (the caller deletes their labels).
    void forgetFigures() { m_values.clear(); }
    /// Empties every figure's text, the title and the note.
    void clearTexts();

    QGridLayout *m_grid;
    QLabel *m_title;
    QLabel *m_note;

private:
    QHash<QString, QLabel *> m_values; // by figure name
};

} // namespace drivebench::ui
