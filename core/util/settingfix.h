// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Neutral words at core's border. Core names a setting the user can change by a value of Setting,
// never by a front end's word for it: drivebench-cli words it as its option with the value
// (app/cli/settingwords.h), the window as its field's translated label ("Size: 64 MiB",
// ui/settingwords.h). A message or hint places the settings it names with {1}, {2}, ... (the first,
// second, ... entry of its fixes): "choose a smaller {1}" with {Setting::Size} reads "choose a
// smaller Size" in the window and names the size option in the terminal.

#include <functional>
#include <string>
#include <vector>

#include <QString>

namespace drivebench {

/// A setting a user can change in a front end (the CLI's option, the window's field or action).
enum class Setting {
    Size,            ///< the test file's size
    Duration,        ///< a measured pass's length
    Passes,          ///< measured passes per test
    Warmup,          ///< the warm-up before each test
    Interval,        ///< the pause between tests
    UntilSteady,     ///< repeat timed tests until steady
    SteadyMaxRounds, ///< the most rounds until steady
    Destructive,     ///< writing to a whole device (a value: the device)
    Buffered,        ///< through the page cache (value "off": bypass it, O_DIRECT)
    Data,            ///< the test data: random or zeros
    Engine,          ///< the I/O engine: io_uring, psync, io_uring_cmd
    Poll,            ///< io_uring's polling: sq, io (value "off": none)
    Affinity,        ///< where workers run: none, ...
    Trace,           ///< a trace file to replay
    TraceMapping,    ///< how a trace's offsets map into the test file: wrap, scale
    TraceScale,      ///< the share of a generated trace that runs
    SurfacePoints,   ///< the surface scan's points
    FileSize,        ///< the small-files test's file size
    Files,           ///< the small-files test's file count
    Reserve,         ///< the capacity check's reserve of free space
    Quick,           ///< the capacity check's quick mode
    Sweep,           ///< the block-size sweep: atto, dd
    NoCow,           ///< a no-CoW directory made for the run
    Target,          ///< the test target (directory, file or device)
    Op,              ///< reads, writes or the mix
    Tests,           ///< a test that runs (one id; the command line repeats the option)
    Profile,         ///< the profile that runs
    Host,            ///< another host to run on
    Library,         ///< the results library's file
    ExportIolog,     ///< the generated trace written as a fio iolog
    NoUdisks,        ///< not asking UDisks2 for a device
    AllowUnchecked,  ///< using a device whose users cannot be checked
};

/// Every Setting, in declaration order (for tables and tests).
inline constexpr Setting kSettings[] = {
    Setting::Size, Setting::Duration, Setting::Passes, Setting::Warmup, Setting::Interval,
    Setting::UntilSteady, Setting::SteadyMaxRounds, Setting::Destructive, Setting::Buffered,
    Setting::Data, Setting::Engine, Setting::Poll, Setting::Affinity, Setting::Trace,
    Setting::TraceMapping, Setting::TraceScale, Setting::SurfacePoints, Setting::FileSize,
    Setting::Files, Setting::Reserve, Setting::Quick, Setting::Sweep,
    Setting::NoCow, Setting::Target, Setting::Op, Setting::Tests, Setting::Profile, Setting::Host,
    Setting::Library, Setting::ExportIolog, Setting::NoUdisks, Setting::AllowUnchecked,
};

/// What to change: a setting and, where one fits, the value to give it, written as the command
/// line takes it ("64M", "io_uring", "none"; empty: the setting itself, "a smaller {1}"). An on/off
/// setting takes "on" or "off", and its words carry the preposition: "run {1}" reads "run without
/// --poll" in the terminal.
struct SettingFix
{
    Setting setting = Setting::Size;
    QString value;

    bool operator==(const SettingFix &) const = default;
};

using SettingFixes = std::vector<SettingFix>;

/// How a front end words one setting fix ({n} in a message or hint).
using FixWording = std::function<QString(const SettingFix &)>;

/// The setting in plain English ("test size", "test size 64M"), for text that must stay
/// one string: logs, a result's errors, a result file's warnings.
QString neutralWords(const SettingFix &fix);

/// text with each {n} (1 to 9, n at most fixes' size) replaced by words(fixes[n - 1]).
QString placeFixes(const QString &text, const SettingFixes &fixes, const FixWording &words);
std::string placeFixes(const std::string &text, const SettingFixes &fixes, const FixWording &words);

} // namespace drivebench
