// SPDX-License-Identifier: GPL-3.0-or-later
#include "frontendwords.h"

#include <QRegularExpression>

namespace drivebench {

namespace {

struct Phrase
{
    const char *pattern; // a regular expression over the CLI's wording
    const char *window;  // the window's words (\\1 ... for captures)
};

// Longest phrases first: whole fixes that the window offers in another way, then single options.
constexpr Phrase kPhrases[] = {
    {R"(\(the window offers one, drivebench-cli run --nocow makes one; or `mkdir DIR && chattr \+C DIR`, then --target DIR\))",
     "(the window offers one: the Test in a no-CoW directory button)"},
    {R"(fix --passes, --duration, --warmup or --interval)", "fix Passes, Duration, Warm-up or Interval"},
    {R"(\(--data zeros\))", "(Data: Zeros)"},
    {R"(leave out --buffered)", "tick Bypass the page cache (O_DIRECT)"},
    {R"(pass --buffered to run through the page cache)", "untick Bypass the page cache (O_DIRECT) to run through the page cache"},
    {R"(pass --destructive (\S+) if)", "type the device's name when the window asks, if"},
    {R"(,? or pass --destructive \S+)", ""},
    {R"(name the device or file with --destructive, or run read tests only)", "run read tests only"},
    {R"(or a whole device with --destructive DEVICE)", "or a whole device (the window asks you to type its name)"},
    {R"(\(drivebench-cli run --destructive PATH\))", "(the window asks you to type the device's name)"},
    {R"(drop --destructive: )", ""},
    {R"(; or run with --affinity none, so the scheduler can move a worker off a busy CPU)", ""},
    {R"(leave out --passes; --steady-max-rounds sets the round limit)", "untick steady beside Passes"},
    {R"(--steady-max-rounds)", "the round limit beside Passes (steady ticked)"},
    {R"(--until-steady)", "steady beside Passes"},
    {R"(run with --engine psync)", "run the command-line tool with its psync engine"},
    {R"(give --trace FILE \(fio iolog or blkparse text\))", "choose a trace with Benchmark ▸ Replay a trace…"},
    {R"(pass --trace FILE)", "choose a trace with Benchmark ▸ Replay a trace…"},
    {R"(use --size (\d+)M or more)", "choose a Size of \\1 MiB or more"},
    {R"(\(--size (\d+)M\))", "(a Size of \\1 MiB)"},
    {R"(use --size of at least)", "use a Size of at least"},
    {R"(leave out --size \(the cache test then writes the file system's free space\), or test a whole device with --destructive)",
     "a larger Size, or a whole device"},
    {R"(a smaller --size)", "a smaller Size"},
    {R"(a larger --size)", "a larger Size"},
    {R"(smaller file \(--size\))", "smaller file (Size)"},
    {R"(larger test file \(--size\))", "larger test file (Size)"},
    {R"(test file \(--size\))", "test file (Size)"},
    {R"(use --trace-mapping wrap or scale, or)", "use"},
    {R"(--sweep dd or --sweep atto)", "the Sweep option dd or ATTO"},
    {R"(--scale (\S+))", "Trace scale \\1"},
    {R"(a larger --scale)", "a larger Trace scale"},
    {R"(--points)", "Surface points"},
    {R"(--file-size)", "File size"},
    {R"(--files)", "Files"},
    {R"(--reserve)", "Reserve"},
    {R"(--quick)", "Quick mode"},
    {R"(--max)", "largest block size"},
    {R"(--passes)", "Passes"},
    {R"(--duration)", "Duration"},
    {R"(--warmup)", "Warm-up"},
    {R"(--interval)", "Interval"},
    {R"(--size)", "Size"},
    {R"(--data)", "Data"},
    {R"(--target)", "the target"},
};

} // namespace

QString windowWords(const QString &text)
{
    if (!text.contains(QLatin1String("--")))
        return text;
    static const std::vector<std::pair<QRegularExpression, QString>> table = [] {
        std::vector<std::pair<QRegularExpression, QString>> t;
        for (const Phrase &p : kPhrases)
            t.emplace_back(QRegularExpression(QString::fromUtf8(p.pattern)), QString::fromUtf8(p.window));
        return t;
    }();
    QString out = text;
    for (const auto &[pattern, words] : table)
        out.replace(pattern, words);
    // An option no phrase above knows: its name without the dashes, never a flag.
    static const QRegularExpression anyFlag(QStringLiteral(R"((?<![\w-])--([a-z][a-z0-9-]*))"));
    out.replace(anyFlag, QStringLiteral("the \\1 option"));
    return out;
}

} // namespace drivebench
