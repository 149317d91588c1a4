// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingnames.h"

namespace drivebench {

namespace {

constexpr SettingRow<FillData> kFillData[] = {
    {FillData::Random, "random", "random", ""},
    {FillData::Zeros, "zeros", "zeros", "zero"},
};
constexpr SettingRow<CacheMode> kCacheMode[] = {
    {CacheMode::Direct, "direct", "direct", ""},
    {CacheMode::Buffered, "buffered", "buffered", ""},
};
constexpr SettingRow<EngineKind> kEngineKind[] = {
    {EngineKind::IoUring, "io_uring", "io_uring", "uring"},
    {EngineKind::Psync, "psync", "psync", ""},
    {EngineKind::Auto, "auto", "auto", ""},
    {EngineKind::NvmePassthrough, "io_uring_cmd", "io_uring_cmd", "nvme"},
};
constexpr SettingRow<Submission> kSubmission[] = {
    {Submission::PerRequest, "per_request", "each", ""},
    {Submission::Batched, "batched", "batch", ""},
    {Submission::Auto, "auto", "auto", ""},
};
constexpr SettingRow<UringPoll> kUringPoll[] = {
    {UringPoll::None, "none", "none", ""},
    {UringPoll::Sq, "sqpoll", "sq", ""},
    {UringPoll::Io, "iopoll", "io", ""},
    {UringPoll::SqAndIo, "sqpoll+iopoll", "both", ""},
};
constexpr SettingRow<CpuAffinity> kCpuAffinity[] = {
    {CpuAffinity::Spread, "spread", "spread", ""},
    {CpuAffinity::None, "none", "none", ""},
};
constexpr SettingRow<BufferPages> kBufferPages[] = {
    {BufferPages::Huge, "huge", "huge", ""},
    {BufferPages::Base, "base", "base", ""},
};
constexpr SettingRow<Aggregation> kAggregation[] = {
    {Aggregation::Best, "best", "best", ""},
    {Aggregation::Mean, "mean", "mean", ""},
};

} // namespace

template <> std::span<const SettingRow<FillData>> settingRows<FillData>() { return kFillData; }
template <> std::span<const SettingRow<CacheMode>> settingRows<CacheMode>() { return kCacheMode; }
template <> std::span<const SettingRow<EngineKind>> settingRows<EngineKind>() { return kEngineKind; }
template <> std::span<const SettingRow<Submission>> settingRows<Submission>() { return kSubmission; }
template <> std::span<const SettingRow<UringPoll>> settingRows<UringPoll>() { return kUringPoll; }
template <> std::span<const SettingRow<CpuAffinity>> settingRows<CpuAffinity>() { return kCpuAffinity; }
template <> std::span<const SettingRow<BufferPages>> settingRows<BufferPages>() { return kBufferPages; }
template <> std::span<const SettingRow<Aggregation>> settingRows<Aggregation>() { return kAggregation; }

} // namespace drivebench
