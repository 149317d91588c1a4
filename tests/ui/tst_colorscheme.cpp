// SPDX-License-Identifier: GPL-3.0-or-later
// Light and dark: --color-scheme parsing, dark detection from the palette, and the charts
// (QCustomPlot live charts, Qt Charts latency view) repainting their backgrounds and text when the
// application palette turns dark, the way a desktop's dark theme or --color-scheme dark does.
#include <QApplication>
#include <QPushButton>
#include <QTest>

#include "ui/colorscheme.h"
#include "ui/guioptions.h"
#include "ui/latencyview.h"
#include "ui/livecharts.h"
#include "ui/paletteglyph.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

// The mean lightness of the icon's opaque pixels (its glyph), as the button shows it.
int glyphLightness(const QAbstractButton &button)
{
    const QImage image = button.icon().pixmap(16, 16).toImage();
    int sum = 0, count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 160) {
                sum += c.lightness();
                ++count;
            }
        }
    }
    return count > 0 ? sum / count : -1;
}

// Lightness of the pixel in the middle of a child widget, as painted.
int centreLightness(QWidget *top, const char *childName)
{
    QWidget *w = top->findChild<QWidget *>(QLatin1String(childName));
    if (!w)
        return -1;
    const QImage image = w->grab().toImage();
    return image.pixelColor(image.width() / 2, image.height() / 2).lightness();
}

} // namespace

class TstColorScheme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse()
    {
        ColorScheme s = ColorScheme::Light;
        QVERIFY(parseColorScheme(QStringLiteral("Dark"), &s));
        QCOMPARE(s, ColorScheme::Dark);
        QVERIFY(parseColorScheme(QString(), &s));
        QCOMPARE(s, ColorScheme::System);
        QVERIFY(!parseColorScheme(QStringLiteral("purple"), &s));
        const GuiOptions bad = parseGuiOptions({QStringLiteral("drivebench"), QStringLiteral("--color-scheme"),
                                                QStringLiteral("purple")});
        QCOMPARE(bad.action, GuiOptions::Action::UsageError);
        QVERIFY(bad.error.contains(QStringLiteral("purple")));
        const GuiOptions dark = parseGuiOptions({QStringLiteral("drivebench"), QStringLiteral("--color-scheme=dark")});
        QCOMPARE(dark.action, GuiOptions::Action::Run);
        QCOMPARE(dark.colorScheme, QStringLiteral("dark"));
    }

    void darkDetectedFromThePalette()
    {
        QVERIFY(isDarkPalette(darkPalette()));
        QVERIFY(!isDarkPalette(lightPalette()));
    }

    void chartsFollowADarkPalette()
    {
        const QPalette original = QApplication::palette();
        LiveCharts charts;
        charts.resize(900, 500);
        charts.reset(QStringLiteral("RND4K Q32T1 read"), 2);
        LatencyView latency;
        latency.resize(900, 400);
        latency.reset(QStringLiteral("RND4K Q32T1 read"));
        charts.show();
        latency.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));

        QApplication::setPalette(lightPalette());
        QApplication::processEvents();
        QVERIFY(centreLightness(&charts, "bandwidthChart") > 200);
        QVERIFY(centreLightness(&latency, "latencyHistogram") > 200);

        QApplication::setPalette(darkPalette());
        QApplication::processEvents();
        QVERIFY(isDarkPalette(charts.palette()));
        const int bw = centreLightness(&charts, "bandwidthChart");
        const int lat = centreLightness(&charts, "latencyChart");
        const int hist = centreLightness(&latency, "latencyHistogram");
        QVERIFY2(bw >= 0 && bw < 60, qPrintable(QString::number(bw)));
        QVERIFY2(lat >= 0 && lat < 60, qPrintable(QString::number(lat)));
        QVERIFY2(hist >= 0 && hist < 60, qPrintable(QString::number(hist)));
        QApplication::setPalette(original);
    }

    void startGlyphFollowsTheScheme()
    {
        // The style's play triangle is black: on the dark scheme's grey button it vanished.
        const QPalette original = QApplication::palette();
        QPushButton start(QStringLiteral("Start"));
        PaletteGlyph::attach(&start, QStyle::SP_MediaPlay);
        QApplication::setPalette(darkPalette());
        QApplication::processEvents();
        const int dark = glyphLightness(start);
        QVERIFY2(dark > 160, qPrintable(QString::number(dark)));
        QApplication::setPalette(lightPalette());
        QApplication::processEvents();
        const int light = glyphLightness(start);
        QVERIFY2(light >= 0 && light < 100, qPrintable(QString::number(light)));
        QApplication::setPalette(original);
    }
};

QTEST_MAIN(TstColorScheme)
#include "tst_colorscheme.moc"
