// SPDX-License-Identifier: GPL-3.0-or-later
#include <cerrno>
#include <functional>

#include <QJsonArray>
#include <QTest>

#include "core/results/runresult.h"
#include "core/results/workloadfigures.h"
#include "core/results/workloadfiguresjson.h"
#include "core/workloads/surfacescan.h"
#include "core/workloads/workloadpatterns.h"
#include "tests/common/settingfixcheck.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

constexpr std::uint64_t kMiB = 1u << 20;

// A scan of 16 points of 1 MiB over 64 MiB, driven as a worker at QD1 drives it; answer says what
// each request gets (its length: read; -errno: failed). Returns the pass's report.
SurfaceFigures scan(const std::function<std::int32_t(const IoRequest &)> &answer, int points = 16,
                    std::vector<FailureAction> *actions = nullptr)
{
    SurfaceScanSettings s;
    s.points = points;
    s.readBytesPerPoint = kMiB;
    PatternContext ctx;
    ctx.pass = 1;
    ctx.spanOffset = 4096; // a test file's region need not start at 0: offsets are the span's
    ctx.spanBytes = 64 * kMiB;
    ctx.targetBytes = ctx.spanBytes + 4096;
    ctx.alignment = 512;
    ctx.maxLength = 64u << 10;
    auto made = makeSurfacePattern(s, ctx);
    if (!made)
        return {};
    IoPattern &p = **made;
    for (int guard = 0; guard < 100000; ++guard) {
        const std::optional<IoRequest> r = p.next();
        if (!r)
            break;
        const std::int32_t result = answer(*r);
        if (result == std::int32_t(r->length)) {
            p.completed(*r, 1000);
        } else {
            const FailureAction a = p.failed(*r, result, 1000);
            if (actions)
                actions->push_back(a);
            if (a == FailureAction::EndPass)
                break;
        }
    }
    return std::get<SurfaceFigures>(p.report());
}

// The full scan of `span` bytes (from offset 4096) into `cells` cells, driven as a worker at
// queue depth qd drives it, completions taken newest first (out of order); answer says what each
// request gets. stopAfter > 0: the pass ends (Stop) after that many requests were handed out.
// The offsets handed out are appended to `offsets`.
SurfaceFigures fullScan(std::uint64_t span, int cells, int qd,
                        const std::function<std::int32_t(const IoRequest &)> &answer,
                        std::vector<std::uint64_t> *offsets = nullptr, std::size_t stopAfter = 0,
                        std::uint64_t *planned = nullptr)
{
    SurfaceScanSettings s;
    s.full = true;
    s.points = cells;
    PatternContext ctx;
    ctx.pass = 1;
    ctx.queueDepth = qd;
    ctx.spanOffset = 4096;
    ctx.spanBytes = span;
    ctx.targetBytes = span + 4096;
    ctx.alignment = 512;
    ctx.maxLength = 1u << 20;
    auto made = makeSurfacePattern(s, ctx);
    if (!made)
        return {};
    IoPattern &p = **made;
    if (planned)
        *planned = p.plannedIos();
    std::vector<IoRequest> inFlight;
    std::size_t handed = 0;
    std::int64_t clock = 1'000'000;
    bool issuing = true;
    while (true) {
        while (issuing && int(inFlight.size()) < qd && (stopAfter == 0 || handed < stopAfter)) {
            const std::optional<IoRequest> r = p.next();
            if (!r) {
                issuing = false;
                break;
            }
            ++handed;
            if (offsets)
                offsets->push_back(r->offset);
            p.issued(*r, clock += 1000, int(inFlight.size()) + 1);
            inFlight.push_back(*r);
        }
        if (stopAfter && handed >= stopAfter)
            issuing = false;
        if (inFlight.empty())
            break;
        const IoRequest r = inFlight.back();
        inFlight.pop_back();
        const std::int32_t result = answer(r);
        if (result == std::int32_t(r.length))
            p.completed(r, 1000);
        else if (p.failed(r, result, 1000) == FailureAction::EndPass)
            issuing = false;
    }
    return std::get<SurfaceFigures>(p.report());
}

} // namespace

class TstSurface : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void evenlySpaced()
    {
        SurfaceScanSettings s;  // 200 points of 8 MiB
        const quint64 span = quint64(1'000'204'886'016);
        auto points = surfacePoints(span, s, 4096);
        QVERIFY(points);
        QCOMPARE(points->size(), std::size_t(200));
        QCOMPARE(points->front(), quint64(0));
        QCOMPARE(points->back(), (span - s.readBytesPerPoint) / 4096 * 4096);
        const double gap = double(span - s.readBytesPerPoint) / 199;
        for (std::size_t i = 0; i < points->size(); ++i) {
            QCOMPARE((*points)[i] % 4096, quint64(0));
            QVERIFY(std::abs(double((*points)[i]) - gap * double(i)) < 4096);
            QVERIFY((*points)[i] + s.readBytesPerPoint <= span);
        }
    }

    void customAndErrors()
    {
        SurfaceScanSettings s;
        s.points = 3;
        s.readBytesPerPoint = 1 << 20;
        auto p = surfacePoints(quint64(5) << 20, s, 512);
        QVERIFY(p);
        const std::vector<std::uint64_t> want = {0, 2 << 20, 4 << 20};
        QCOMPARE(*p, want);
        s.points = 1;
        QVERIFY(!surfacePoints(quint64(1) << 30, s, 512));
        s.points = 200;
        s.readBytesPerPoint = quint64(2) << 30;
        auto tooBig = surfacePoints(quint64(1) << 30, s, 512);
        QVERIFY(!tooBig);
        QVERIFY(namesSetting(tooBig.error(), Setting::Size));
        s.readBytesPerPoint = 100000;  // not a multiple of the 64 KiB block
        QVERIFY(!surfacePoints(quint64(1) << 30, s, 512));
    }

    // HD Tune's Error Scan: an unreadable region marks its points bad and the scan goes on to the
    // end; the map has them at the right place, the rest read.
    void errorScanGoesOnPastBadBlocks()
    {
        // Unreadable: [20 MiB, 28 MiB) of the span. Points are 63/15 MiB = 4.2 MiB apart: points
        // 5 (21 MiB) and 6 (25.2 MiB) start inside it; point 4 (16.8 MiB) ends before it.
        const auto bad = [](const IoRequest &r) -> std::int32_t {
            const std::uint64_t at = r.offset - 4096;
            const bool hit = at < 28 * kMiB && at + r.length > 20 * kMiB;
            return hit ? -EIO : std::int32_t(r.length);
        };
        std::vector<FailureAction> actions;
        const SurfaceFigures f = scan(bad, 16, &actions);
        QCOMPARE(f.states.size(), std::size_t(16));
        QVERIFY(!actions.empty());
        for (FailureAction a : actions)
            QCOMPARE(a, FailureAction::Continue);
        QCOMPARE(f.stopped, SurfaceStop::None);
        QCOMPARE(f.spanBytes, 64 * kMiB);
        for (std::size_t i = 0; i < 16; ++i) {
            const bool inBad = f.offsets[i] < 28 * kMiB && f.offsets[i] + kMiB > 20 * kMiB;
            QCOMPARE(f.states[i], inBad ? SurfaceFigures::State::Failed : SurfaceFigures::State::Read);
        }
        QCOMPARE(f.surface.size(), std::size_t(14)); // an unreadable point has no rate
        // Transfer reads fail at the point's first block inside the range; access reads that
        // landed in it fail too and are listed as such.
        std::uint64_t transfers = 0;
        for (const SurfaceBadRead &b : f.badReads) {
            QCOMPARE(b.errnoValue, EIO);
            QVERIFY(b.offsetBytes + b.lengthBytes > 20 * kMiB && b.offsetBytes < 28 * kMiB);
            transfers += !b.access;
        }
        QCOMPARE(transfers, std::uint64_t(2));
        QCOMPARE(f.readErrors, std::uint64_t(f.badReads.size()));

        const WorkloadFigures merged = mergeSurfaceFigures({PatternReport(f)});
        QVERIFY(merged.surface && merged.surface->errorMap);
        const SurfaceErrorMap &m = *merged.surface->errorMap;
        QCOMPARE(m.cells[5], SurfaceCell::Bad);
        QCOMPARE(m.cells[6], SurfaceCell::Bad);
        QVERIFY(m.bad >= 2);
        QCOMPARE(m.good + m.slow + m.bad + m.notScanned, 16);
        QCOMPARE(m.notScanned, 0);
        QCOMPARE(m.cellAt(22 * kMiB), 5);
        QCOMPARE(m.cellAt(0), 0);
        QCOMPARE(m.cellAt(64 * kMiB), -1);
    }

    // A drive that fails everywhere: the scan ends after kMaxConsecutiveBadPoints unreadable
    // points in a row, saying so; the rest is "not scanned".
    void stopsAfterConsecutiveErrors()
    {
        const SurfaceFigures f = scan([](const IoRequest &) { return std::int32_t(-EIO); }, 40);
        QCOMPARE(f.stopped, SurfaceStop::ConsecutiveErrors);
        int failed = 0, notScanned = 0;
        for (auto st : f.states) {
            failed += st == SurfaceFigures::State::Failed;
            notScanned += st == SurfaceFigures::State::NotScanned;
        }
        QCOMPARE(failed, kMaxConsecutiveBadPoints);
        QCOMPARE(notScanned, 40 - kMaxConsecutiveBadPoints);
        const SurfaceErrorMap m = surfaceErrorMap(f);
        QCOMPARE(m.bad, kMaxConsecutiveBadPoints);
        QCOMPARE(m.notScanned, 40 - kMaxConsecutiveBadPoints);
        QCOMPARE(m.stopped, SurfaceStop::ConsecutiveErrors);
    }

    // A device gone (ENODEV): the pass ends with the error (the worker records it), the map so
    // far is kept and says why it ended.
    void deviceGoneEndsThePass()
    {
        std::vector<FailureAction> actions;
        int reads = 0;
        const SurfaceFigures f = scan([&](const IoRequest &r) {
            return ++reads > 40 ? std::int32_t(-ENODEV) : std::int32_t(r.length);
        }, 16, &actions);
        QCOMPARE(actions.size(), std::size_t(1));
        QCOMPARE(actions.front(), FailureAction::EndPass);
        QCOMPARE(f.stopped, SurfaceStop::DeviceGone);
        QCOMPARE(f.states[0], SurfaceFigures::State::Read);
        QCOMPARE(f.states.back(), SurfaceFigures::State::NotScanned);
    }

    // The full error scan reads every block once, in order: the requests tile the span exactly
    // (1 MiB each, the last one short), at the queue depth asked for, out-of-order completions
    // included; every cell read, the map says full.
    void fullScanReadsEveryBlockOnce()
    {
        const std::uint64_t span = 64 * kMiB + 3 * 512; // 65 blocks, the last of 1536 bytes
        std::vector<std::uint64_t> offsets;
        std::uint64_t planned = 0;
        const SurfaceFigures f = fullScan(span, 16, 4, [](const IoRequest &r) { return std::int32_t(r.length); },
                                          &offsets, 0, &planned);
        QCOMPARE(planned, std::uint64_t(65));
        QCOMPARE(offsets.size(), std::size_t(65));
        for (std::size_t i = 0; i < offsets.size(); ++i)
            QCOMPARE(offsets[i], 4096 + i * kMiB);
        QVERIFY(f.full);
        QCOMPARE(f.blockBytes, std::uint32_t(kMiB));
        QCOMPARE(f.states.size(), std::size_t(16));
        QCOMPARE(f.offsets.front(), std::uint64_t(0));
        for (std::size_t c = 0; c < 16; ++c) {
            QCOMPARE(f.states[c], SurfaceFigures::State::Read);
            QCOMPARE(f.offsets[c], std::uint64_t(c * 65 / 16) * kMiB); // cell c starts at block c x 65 / 16
        }
        QCOMPARE(f.surface.size(), std::size_t(16));
        QCOMPARE(f.readErrors, std::uint64_t(0));
        const SurfaceErrorMap m = surfaceErrorMap(f);
        QVERIFY(m.full);
        QCOMPARE(m.good + m.slow, 16);
        QCOMPARE(m.cellAt(span - 1), 15);
    }

    // A failed block marks exactly its cell: the scan goes on, every other cell is read, the
    // unreadable block is listed at its offset; the map keeps that through JSON and back.
    void fullScanFailedBlockMarksExactlyItsCell_data()
    {
        QTest::addColumn<int>("block");
        QTest::addColumn<int>("qd");
        QTest::newRow("first block, QD1") << 0 << 1;
        QTest::newRow("block 37, QD4") << 37 << 4;
        QTest::newRow("a cell's first block (40: cell 10), QD8") << 40 << 8;
        QTest::newRow("the short last block, QD2") << 64 << 2;
    }

    void fullScanFailedBlockMarksExactlyItsCell()
    {
        QFETCH(int, block);
        QFETCH(int, qd);
        const std::uint64_t span = 64 * kMiB + 3 * 512;
        const std::uint64_t badAt = 4096 + std::uint64_t(block) * kMiB;
        const SurfaceFigures f = fullScan(span, 16, qd, [&](const IoRequest &r) {
            return r.offset == badAt ? std::int32_t(-EIO) : std::int32_t(r.length);
        });
        // Cell c covers blocks [c x 65 / 16, (c + 1) x 65 / 16).
        int cell = -1;
        for (int c = 0; c < 16; ++c) {
            if (block >= c * 65 / 16 && block < (c + 1) * 65 / 16)
                cell = c;
        }
        QVERIFY(cell >= 0);
        for (int c = 0; c < 16; ++c)
            QCOMPARE(f.states[std::size_t(c)], c == cell ? SurfaceFigures::State::Failed : SurfaceFigures::State::Read);
        QCOMPARE(f.readErrors, std::uint64_t(1));
        QCOMPARE(f.badReads.size(), std::size_t(1));
        QCOMPARE(f.badReads[0].offsetBytes, std::uint64_t(block) * kMiB);
        QCOMPARE(f.badReads[0].errnoValue, EIO);
        QCOMPARE(f.stopped, SurfaceStop::None);

        const WorkloadFigures merged = mergeSurfaceFigures({PatternReport(f)});
        QVERIFY(merged.surface && merged.surface->errorMap);
        const SurfaceErrorMap &m = *merged.surface->errorMap;
        QCOMPARE(m.bad, 1);
        QCOMPARE(m.cells[std::size_t(cell)], SurfaceCell::Bad);
        QCOMPARE(m.cellAt(std::uint64_t(block) * kMiB), cell);
        TestResult t;
        t.figures = merged;
        const QJsonObject json = extraOf(t).value(QStringLiteral("error_map")).toObject();
        QCOMPARE(json.value(QStringLiteral("scan")).toString(), QStringLiteral("full"));
        QCOMPARE(json.value(QStringLiteral("block_bytes")).toDouble(), double(kMiB));
        const WorkloadFigures back = workloadFiguresFromJson(extraOf(t)); // as stored
        QVERIFY(back.surface && back.surface->errorMap);
        const SurfaceErrorMap &b = *back.surface->errorMap;
        QVERIFY(b.full);
        QCOMPARE(b.cells, m.cells);
        QCOMPARE(b.offsets, m.offsets);  // where each cell starts, as the scan had it
        QCOMPARE(b.cellAt(std::uint64_t(block) * kMiB), cell);
    }

    // Stop keeps the map so far: the cells whose blocks were all read are read, the rest not
    // scanned; nothing is counted bad.
    void fullScanStopKeepsTheMapSoFar()
    {
        const SurfaceFigures f = fullScan(64 * kMiB, 16, 4, [](const IoRequest &r) { return std::int32_t(r.length); },
                                          nullptr, 30);
        // 30 blocks of 64, 4 per cell: cells 0 .. 6 done, cell 7 half, the rest not reached.
        for (std::size_t c = 0; c < 16; ++c)
            QCOMPARE(f.states[c], c < 7 ? SurfaceFigures::State::Read : SurfaceFigures::State::NotScanned);
        const SurfaceErrorMap m = surfaceErrorMap(f);
        QCOMPARE(m.notScanned, 9);
        QCOMPARE(m.bad, 0);
    }

    // The scan's state is per cell: a 1 TiB span and a 16 GiB one hold the same (nothing per
    // block); the map of a 1 TiB span has the cells asked for.
    void fullScanStateIsPerCell()
    {
        for (std::uint64_t span : {std::uint64_t(16) << 30, std::uint64_t(1) << 40}) {
            SurfaceScanSettings s;
            s.full = true;
            PatternContext ctx;
            ctx.pass = 1;
            ctx.spanBytes = span;
            ctx.targetBytes = span;
            ctx.alignment = 4096;
            ctx.maxLength = 1u << 20;
            auto made = makeSurfacePattern(s, ctx);
            QVERIFY(made);
            QCOMPARE((*made)->plannedIos(), span >> 20);
            const SurfaceFigures f = std::get<SurfaceFigures>((*made)->report());
            QCOMPARE(f.states.size(), std::size_t(200));
            QCOMPARE(f.offsets.size(), std::size_t(200));
            QCOMPARE(f.maxRequestNs.size(), std::size_t(200));
            QCOMPARE(f.pointBytes, (span >> 20) / 200 * (1u << 20));
        }
        // A span that is not whole logical blocks, or cells out of range: an error naming the fix.
        SurfaceScanSettings s;
        s.full = true;
        PatternContext ctx;
        ctx.pass = 1;
        ctx.spanBytes = kMiB + 100;
        ctx.alignment = 512;
        ctx.maxLength = 1u << 20;
        QVERIFY(!makeSurfacePattern(s, ctx));
        s.points = 1;
        ctx.spanBytes = kMiB;
        QVERIFY(!makeSurfacePattern(s, ctx));
    }

    // The sampled scan's map says it is sampled (in the JSON, and when read back).
    void sampledMapSaysSampled()
    {
        const SurfaceFigures f = scan([](const IoRequest &r) { return std::int32_t(r.length); });
        QVERIFY(!f.full);
        const WorkloadFigures merged = mergeSurfaceFigures({PatternReport(f)});
        TestResult t;
        t.figures = merged;
        QCOMPARE(extraOf(t).value(QStringLiteral("error_map")).toObject().value(QStringLiteral("scan")).toString(),
                 QStringLiteral("sampled"));
        const WorkloadFigures back = workloadFiguresFromJson(extraOf(t)); // as stored
        QVERIFY(back.surface && back.surface->errorMap);
        QVERIFY(!back.surface->errorMap->full);
    }

    // Slow: more than 10 x the median point time, or one request over 1 s; exact figures, so the
    // rule is tested without a clock.
    void slowPointsByTheRule()
    {
        SurfaceFigures f;
        f.spanBytes = 100 * kMiB;
        f.pointBytes = kMiB;
        for (int i = 0; i < 10; ++i) {
            f.offsets.push_back(std::uint64_t(i) * 10 * kMiB);
            f.states.push_back(SurfaceFigures::State::Read);
            f.pointNs.push_back(10'000'000);   // 10 ms
            f.maxRequestNs.push_back(1'000'000);
        }
        f.pointNs[3] = 101'000'000;           // 10.1 x the median: slow
        f.pointNs[4] = 99'000'000;            // 9.9 x: not
        f.maxRequestNs[7] = 1'200'000'000;    // one request of 1.2 s: slow
        f.states[9] = SurfaceFigures::State::Failed;
        f.badReads.push_back({95 * kMiB, 65536, EIO, false});
        f.badReads.push_back({41 * kMiB, 4096, EIO, true}); // an access read in point 4's square
        f.readErrors = 2;
        const SurfaceErrorMap m = surfaceErrorMap(f);
        QCOMPARE(m.medianPointMs, 10.0);
        QCOMPARE(m.cells[3], SurfaceCell::Slow);
        QCOMPARE(m.cells[4], SurfaceCell::Bad);
        QCOMPARE(m.cells[7], SurfaceCell::Slow);
        QCOMPARE(m.cells[9], SurfaceCell::Bad);
        QCOMPARE(m.cells[0], SurfaceCell::Good);
        QCOMPARE(m.good, 6);
        QCOMPARE(m.slow, 2);
        QCOMPARE(m.bad, 2);
        QCOMPARE(m.slowPoints.size(), std::size_t(2));
        QCOMPARE(m.slowPoints[0].offsetBytes, 30 * kMiB);
        QCOMPARE(m.slowPoints[0].ms, 101.0);

        // Into the result's JSON and back: the same map (offsets as surfacePoints spaces them).
        SurfaceScanFigures s;
        s.errorMap = m;
        WorkloadFigures w;
        w.surface = s;
        TestResult t;
        t.figures = w;
        const QJsonObject json = extraOf(t).value(QStringLiteral("error_map")).toObject();
        QCOMPARE(json.value(QStringLiteral("cells")).toString(), QStringLiteral("gggsbggsgb"));
        QCOMPARE(json.value(QStringLiteral("bad")).toInt(), 2);
        QVERIFY(json.value(QStringLiteral("stopped")).isNull());
        QCOMPARE(json.value(QStringLiteral("bad_points")).toArray().size(), 2);
        const WorkloadFigures back = workloadFiguresFromJson(extraOf(t)); // as stored
        QVERIFY(back.surface && back.surface->errorMap);
        const SurfaceErrorMap &b = *back.surface->errorMap;
        QCOMPARE(b.cells, m.cells);
        QCOMPARE(b.good, 6);
        QCOMPARE(b.slow, 2);
        QCOMPARE(b.bad, 2);
        QCOMPARE(b.readErrors, std::uint64_t(2));
        QCOMPARE(b.badReads.size(), std::size_t(2));
        QCOMPARE(b.badReads[1].access, true);
        QCOMPARE(b.badReads[0].offsetBytes, 95 * kMiB);
        QCOMPARE(b.slowPoints.size(), std::size_t(2));
        QCOMPARE(b.offsets.size(), std::size_t(10));
        QCOMPARE(b.offsets[9], 99 * kMiB);
        QCOMPARE(b.cellAt(95 * kMiB), 8); // (99 / 9) MiB apart when read back
    }
};

QTEST_GUILESS_MAIN(TstSurface)
#include "tst_surface.moc"
