// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Does a drive's identity add up? (issue 54, anchors-4 part D.) A table of model families'
// fingerprints, derived from public reports (each row names its source; only derived facts are
// shipped), compared with what the drive's own Identify data says. The verdict is "consistent",
// "does not match N of M checks for <family>: <reasons>" or "no reference for this model". It is
// never "fake": identity data can differ for honest reasons (a new controller revision), and a
// counterfeit can copy strings; the capacity check is the proof, and the verdict says so.
// Only standard Identify data is used: no vendor-specific admin command is ever sent.

#include <cstdint>
#include <optional>
#include <set>
#include <vector>

#include <QString>
#include <QStringList>

namespace drivebench {

struct AtaIdentify;
struct Drive;
struct NvmeControllerIdentify;

/// What a drive says about itself, from Identify (and, for SATA, its SMART attribute ids when
/// read). A figure not read stays nullopt and is not checked.
struct IdentityFacts
{
    enum class Kind { Nvme, Ata };
    Kind kind = Kind::Nvme;
    QString model;
    QString firmware;
    // NVMe Identify Controller
    std::optional<std::uint16_t> pciVendor;
    std::optional<std::uint16_t> pciSubsystemVendor;
    std::optional<std::uint32_t> ieeeOui;
    std::optional<std::vector<double>> powerStateMaxW; ///< per state, PS0 first
    std::optional<int> mdtsPages;                      ///< 0 = no limit
    std::optional<int> firmwareSlots;
    std::optional<std::uint16_t> oncs;
    std::optional<std::uint8_t> logPageAttributes;
    std::optional<bool> totalCapacityReported;         ///< TNVMCAP not zero
    std::optional<bool> hostMemoryBufferRequested;     ///< HMPRE not zero
    // ATA
    bool wwnRead = false;                 ///< IDENTIFY words 108-111 were looked at
    std::optional<std::uint32_t> wwnOui;  ///< nullopt with wwnRead: the drive reports no NAA 5 WWN
    std::optional<std::set<int>> smartAttributeIds;
};

/// One model family's fingerprint. Zero / empty members are not checked.
struct ModelFingerprint
{
    const char *family = "";       ///< "Samsung 980 PRO"
    const char *modelPattern = ""; ///< regular expression on the model string (case-insensitive)
    IdentityFacts::Kind kind = IdentityFacts::Kind::Nvme;
    const char *source = "";       ///< the public reports it was derived from
    // NVMe
    std::uint16_t pciVendor = 0;
    std::uint16_t pciSubsystemVendor = 0;
    std::uint32_t ieeeOui = 0;
    int powerStates = 0;
    double ps0MinW = 0, ps0MaxW = 0; ///< the range of PS0's max power over the family's capacities
    int mdtsPages = -1;              ///< -1 = not checked
    int firmwareSlots = 0;
    std::uint16_t oncsRequired = 0;  ///< bits every genuine report sets
    std::uint8_t lpaRequired = 0;
    bool totalCapacityReported = false; ///< true: genuine drives report TNVMCAP
    bool hasDram = false;               ///< true: a host memory buffer request does not fit
    // ATA
    std::uint32_t wwnOui = 0;
    const char *firmwarePattern = nullptr; ///< regular expression on the firmware revision
    std::vector<int> smartAttributesRequired; ///< ids every genuine report lists
};

/// The built-in table (identitycheck.cpp; docs/health.md lists its sources).
const std::vector<ModelFingerprint> &modelFingerprints();

struct IdentityCheck
{
    enum class Verdict { Consistent, Mismatch, NoReference };
    Verdict verdict = Verdict::NoReference;
    QString family;       ///< the family the model string claims; empty without reference
    QString source;       ///< where its fingerprint comes from
    int checks = 0;       ///< M: the checks that could be made
    QStringList reasons;  ///< one per failed check, in words
    int strongFailures = 0; ///< failed vendor/OUI checks (the strongest evidence)
};

/// Compares facts with the fingerprint of the family the model string claims (the first match).
/// Mismatch: a vendor or OUI check failed, or two or more other checks did. One other difference
/// alone stays "consistent" and is named: genuine reports show single odd fields (a 980 PRO 2TB
/// report in linuxhw/SMART lists one power state).
IdentityCheck checkIdentity(const IdentityFacts &facts,
                            const std::vector<ModelFingerprint> &table = modelFingerprints());
/// The verdict in words (English, for the CLI and results): "consistent with ...", "does not
/// match N of M checks for ...: ...; identity alone does not prove a fake: run the capacity
/// check ...", "no reference for this model".
QString identityCheckText(const IdentityCheck &check);

IdentityFacts identityFacts(const NvmeControllerIdentify &id);
IdentityFacts identityFacts(const AtaIdentify &id);
/// From a drive's typed identify data; nullopt when identify was not read.
std::optional<IdentityFacts> identityFacts(const Drive &drive);

} // namespace drivebench
