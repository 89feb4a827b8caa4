"""Generator: blind-ios-app-review-rejection (author-b). Deterministic."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from convlib import Conv  # noqa: E402
import gen_ios_gen as G  # noqa: E402

SYSTEM = """You are Forge, an engineering assistant embedded with the iOS team at Fernleaf Labs. You work in the pocketwise-ios repository (GitHub: fernleaf/pocketwise-ios) on behalf of the person chatting with you.

Tools available: repository search / patch / shell in the local checkout (~/dev/pocketwise-ios), Bitrise CI, the App Store Connect API (review submissions, Resolution Center, builds, TestFlight, App Privacy, version settings), crash symbolication, Google Calendar, Gmail (sending as forge-bot@fernleaf.io on behalf of the team) and Slack.

Rules:
- Never push directly to main or develop.
- Ask before submitting to App Review or contacting people outside the iOS team unless the user has told you to.
- Keep reports short; use tables when comparing options; say clearly what you did and what is still open.
- Time zone for all dates: America/Los_Angeles (PT)."""

c = Conv("blind-ios-app-review-rejection",
         "Pocketwise 4.2.0 App Store rejection (5.1.1 contacts + iPad crash): hotfix, TestFlight, resubmission",
         SYSTEM)

# ---------------------------------------------------------------- turn 1
i_goal = c.user("""Morning. Bad news — Pocketwise 4.2.0 got rejected overnight. From the notification email it's two things: guideline 5.1.1 (privacy, something about contacts) and a crash on iPad that the reviewer hit. We have the launch planned for Thursday March 13 with marketing (Dana's newsletter + blog post + the in-app What's New), so I need this turned around fast.

Can you pull the full rejection from Resolution Center and tell me what exactly we're dealing with? Ground rules: nothing goes onto main or develop — whatever we change goes on a hotfix branch cut from the v4.2.0-b1187 tag, and keep the change set as small as possible. I don't want to re-test half the app.""")

RC_THREAD = """Review submission a3e9c41f-6b2d-4f0e-9c8a-27d5e1b0f6c4
App:             Pocketwise (Apple ID 1598834217, bundle com.fernleaf.pocketwise)
Platform:        iOS
Version:         4.2.0
Build:           1187
Submitted:       2025-03-10 10:41 PT by maya.okafor@fernleaf.io
State:           REJECTED (2025-03-11 04:12 PT)
Release option:  Manually release this version
Items:           App Store Version 4.2.0 — REJECTED

Resolution Center — thread "4.2.0" (1 message)
------------------------------------------------------------------------
From: App Review                          Mar 11, 2025 at 4:12 AM
Submission ID: a3e9c41f-6b2d-4f0e-9c8a-27d5e1b0f6c4
Review date: March 11, 2025
Review Device: iPad Air (5th generation)
Version reviewed: 4.2.0

Hello,

Thank you for your submission. We noticed one or more issues that require your attention. Please see the details below.

Guideline 5.1.1 - Legal - Privacy - Data Collection and Storage

Issue Description

The app requests access to the user's Contacts when the app is launched, before the user has initiated an action that requires this access. Additionally, one or more purpose strings in the app do not sufficiently explain the use of protected resources. Purpose strings must clearly and completely describe the app's use of data and, in most cases, provide an example of how the data will be used.

The following purpose string does not meet these requirements:

NSContactsUsageDescription: "Pocketwise needs access to your contacts."

Next Steps

Please revise the relevant purpose string in your app's Info.plist file to specify why the app is requesting access to the user's contacts, and provide an example of how the user's data will be used.

Additionally, the app should request access to the user's Contacts only when the user attempts to use a feature that requires this access.

Resources

- See examples of helpful, informative purpose strings.
- Review a list of relevant property list keys.

Guideline 2.1 - Performance - App Completeness

Issue Description

The app crashed when we tapped "Scan receipt" on the Expenses tab.

Review device details:

- Device type: iPad Air (5th generation)
- OS version: iPadOS 18.3.1

Next Steps

Test the app on supported devices to identify and resolve bugs and stability issues before submitting for review.

If we misunderstood the intended behavior of your app, please reply to this message in App Store Connect to let us know.

Resources

- For information about symbolicating crash logs, see Adding identifiable symbol names to a crash report.
- For information about testing apps and preparing them for review, see Testing a release build.
- To learn about troubleshooting networking issues, see Networking Overview.

We have attached detailed crash logs to help troubleshoot this issue.

Support

- Reply to this message in your preferred language if you need assistance. If you need additional support, use the Contact Us module.
- Consult with fellow developers and Apple engineers on the Apple Developer Forums.
- Provide feedback on this message and your review experience by completing a short survey.
- Request a phone call from App Review.

Attachments:
  crashlog-8F3D21A7.ips   (41 KB)   attachment_id: att_8F3D21A7
------------------------------------------------------------------------

Recent submissions (4.x):
  4.1.2 (1163)   APPROVED   2025-02-03  (review time 19h)
  4.1.1 (1158)   APPROVED   2025-01-21  (review time 26h)
  4.1.0 (1149)   REJECTED   2025-01-09  Guideline 2.3.3 (iPad screenshots)  → resubmitted 1149, APPROVED 2025-01-10 (22h)
  4.0.3 (1131)   APPROVED   2024-12-02  (review time 31h)"""

c.model("Pulling the submission and the Resolution Center thread now.", [
    ("asc_get_review_submission",
     {"app_id": "1598834217", "platform": "IOS", "version": "4.2.0",
      "include": ["resolution_center_messages", "attachments", "submission_history"]},
     RC_THREAD)])

c.model("""## What App Review flagged

Submission `a3e9c41f-6b2d-4f0e-9c8a-27d5e1b0f6c4` for **4.2.0 (1187)** was rejected at 4:12 AM PT for two separate reasons:

| # | Guideline | What they saw | What they want |
|---|---|---|---|
| 1 | **5.1.1** Data Collection & Storage | Contacts permission prompt **at launch**, before the user did anything contact-related. Purpose string is just *"Pocketwise needs access to your contacts."* | Ask only when the user starts a feature that needs contacts; purpose string must say **why** and give an **example** |
| 2 | **2.1** App Completeness | Crash on tapping **Scan receipt** (Expenses tab) on **iPad Air (5th generation), iPadOS 18.3.1** | Fix the crash; crash log attached as `crashlog-8F3D21A7.ips` |

### First read
- **5.1.1** is a behaviour + copy problem, not a policy objection — they're not saying we can't access contacts. Two changes should cover it: move the request to the point of use, and rewrite `NSContactsUsageDescription`. I'd also like to check that our App Privacy answers in App Store Connect match what the friends feature really does; reviewers cross-check those when a 5.1.1 is open.
- **2.1**: a crash on "Scan receipt" **only on iPad** smells strongly of an action sheet or popover presented without an anchor (`sourceView` / `barButtonItem`). Fine on iPhone, an uncaught exception on iPad. I'll confirm from the crash log rather than guess.

### Timeline check
Launch is Thursday **March 13**. Our recent re-reviews took 19–31 h (4.1.0 went from rejection to approval in 22 h), so if we resubmit today Thursday is possible but tight.

### Proposed next steps
1. Download and symbolicate the crash log against the 1187 dSYM.
2. Find where the contacts prompt fires (`CNContactStore.requestAccess`).
3. Cut `hotfix/…` from `v4.2.0-b1187`, fix both, bump the build, TestFlight, resubmit.

Want me to go ahead with 1 and 2?""")

# ---------------------------------------------------------------- turn 2
c.user("""yes. I'm pretty sure the contacts prompt comes from the "Find friends" onboarding card Rui added in 4.2 — he wired it into app launch so the card could show matched friends right away. Check that.""")

SEARCH1 = """fernleaf/pocketwise-ios @ v4.2.0-b1187 (9f31d0b) — 9 matches in 5 files

Pocketwise/App/AppDelegate.swift
  52  @main
  53  final class AppDelegate: UIResponder, UIApplicationDelegate {
  54
  55      func application(_ application: UIApplication,
  56                       didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
  57          AppEnvironment.bootstrap()
  58          SentrySDK.start(options: .pocketwise)
  59          RemoteConfig.shared.fetchIfStale()
  60          // 4.2: warm up friend matches so the onboarding card has results on first display (RS)
  61:         ContactsPermissionBootstrapper.shared.requestIfNeeded()
  62          SyncEngine.shared.start()
  63          return true
  64      }

Pocketwise/Features/Friends/ContactsPermissionBootstrapper.swift
   1  import Contacts
   2  import Foundation
   3
   4  /// Requests Contacts access early so friend matches are ready when the
   5  /// onboarding card appears. Added in 4.2 (friends discovery).
  ...
  12  final class ContactsPermissionBootstrapper {
  13      static let shared = ContactsPermissionBootstrapper()
  14      private let store = CNContactStore()
  15
  16:     func requestIfNeeded() {
  17          guard FeatureFlags.friendsDiscovery else { return }
  18          guard CNContactStore.authorizationStatus(for: .contacts) == .notDetermined else {
  19              prefetchMatchesIfAuthorized()
  20              return
  21          }
  22:         store.requestAccess(for: .contacts) { [weak self] granted, _ in
  23              guard granted else { return }
  24              self?.prefetchMatchesIfAuthorized()
  25          }
  26      }
  27
  28      func prefetchMatchesIfAuthorized() {
  29          guard CNContactStore.authorizationStatus(for: .contacts) == .authorized else { return }
  30          Task { await FriendsMatchService.shared.refreshMatches() }
  31      }
  32  }

Pocketwise/Features/Friends/FriendsMatchService.swift
  38      /// Reads phone numbers from the address book, hashes them and asks the
  39      /// backend which of them belong to Pocketwise users.
  40      func refreshMatches() async {
  41          let numbers = contactsReader.allPhoneNumbers()
  42              .compactMap(PhoneNumberNormalizer.e164)
  43          let hashes = numbers.map { SHA256.hash(data: Data($0.utf8)).hexString }
  44          guard !hashes.isEmpty else { return }
  45:         let request = APIEndpoint.post("/v2/friends/match", body: MatchRequest(hashes: hashes))
  46          do {
  47              let response: MatchResponse = try await api.send(request)
  48              await store.replaceMatches(response.matches)
  49          } catch {
  50              log.error("friend match failed: \\(error)")
  51          }
  52      }

Pocketwise/Features/Friends/OnboardingFriendsCard.swift
  84      // MARK: - Actions
  85
  86      @objc private func findFriendsTapped() {
  87          Analytics.track(.findFriendsTapped, ["source": "onboarding_card"])
  88:         // contacts were already requested at launch (ContactsPermissionBootstrapper); just show results
  89          coordinator.showFriendsPicker(source: .onboardingCard)
  90      }

Pocketwise/Features/Scan/ScanEntryViewController.swift
  90      private func configureActions() {
  91          scanButton.addAction(UIAction { [weak self] _ in
  92              guard let self else { return }
  93              Analytics.track(.scanTapped, ["source": "expenses_tab"])
  94              // 4.2: choose between camera and photo library (was camera-only)
  95              self.sourcePickerAnchor = self.scanButton
  96              self.hapticsEngine.lightTap()
  97:             self.presentSourcePicker()
  98          }, for: .touchUpInside)
  99      }
 ...
 128:    private func presentSourcePicker() {
 129          let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
 130          if UIImagePickerController.isSourceTypeAvailable(.camera) {
 131              sheet.addAction(UIAlertAction(title: L10n.Scan.camera, style: .default) { [weak self] _ in
 132                  self?.presentCamera()
 133              })
 134          }
 135          sheet.addAction(UIAlertAction(title: L10n.Scan.photoLibrary, style: .default) { [weak self] _ in
 136              self?.presentPhotoPicker()
 137          })
 138          sheet.addAction(UIAlertAction(title: L10n.Scan.cancel, style: .cancel))
 139          // TODO(4.2): anchor for iPad
 140          _ = sourcePickerAnchor
 141
 142          present(sheet, animated: true)
 143      }"""

c.model("Symbolicating the reviewer's crash log against the 1187 dSYM and searching the tagged source for the contacts request.", [
    ("crash_symbolicate",
     {"attachment_id": "att_8F3D21A7", "submission_id": "a3e9c41f-6b2d-4f0e-9c8a-27d5e1b0f6c4",
      "dsym": {"source": "bitrise_artifact", "app": "pocketwise-ios", "build_number": "1187"}, "format": "full"},
     "dSYM matched: Pocketwise.app.dSYM (UUID 6f2a91c4-0b7e-3d58-a1f9-e24c8b07d3a6, Bitrise #5489 artifact)\n"
     "Symbolicated 1 report, 52 app frames resolved, 0 unresolved.\n\n" + G.crash_log()),
    ("repo_search",
     {"repo": "fernleaf/pocketwise-ios", "ref": "v4.2.0-b1187",
      "pattern": "requestAccess\\(for: \\.contacts|ContactsPermissionBootstrapper|presentSourcePicker|friends/match",
      "context_lines": 6},
     SEARCH1)])

c.model("""## Root causes

### 2.1 — iPad crash (confirmed)
The symbolicated log is unambiguous:

- **`NSGenericException`**: *"Your application has presented a UIAlertController … of style UIAlertControllerStyleActionSheet … You must provide either a sourceView and sourceRect or a barButtonItem."*
- Top app frame: `ScanEntryViewController.presentSourcePicker()` at **`ScanEntryViewController.swift:142`**, called from the Scan button action (line 97).

In 4.2 "Scan receipt" went from camera-only to a Camera / Photo Library action sheet. On iPhone an action sheet is a bottom sheet; on iPad it's a popover, and UIKit throws if the popover has no anchor. There's literally a `// TODO(4.2): anchor for iPad` on line 139 — the anchor is stored in `sourcePickerAnchor` but never handed to `popoverPresentationController`. It's iPad-only, deterministic, and independent of the iPadOS version.

**Fix (3 lines):** set `sheet.popoverPresentationController?.sourceView = scanButton` and `sourceRect = scanButton.bounds` before `present`. No change on iPhone.

### 5.1.1 — Contacts prompt at launch (confirmed — your hunch was right)
- `AppDelegate.swift:61` calls `ContactsPermissionBootstrapper.shared.requestIfNeeded()` inside `didFinishLaunching`, so anyone with `friendsDiscovery` on gets the system prompt on first launch.
- `OnboardingFriendsCard.findFriendsTapped()` assumes permission was already asked.
- Important for the purpose string: `FriendsMatchService.refreshMatches()` reads all phone numbers, normalizes them to E.164, **SHA-256 hashes them and POSTs the hashes to `/v2/friends/match`**. So data derived from contacts does leave the device — the new string can't claim it doesn't.

### Options for the contacts flow

| | **A — just-in-time** | **B — flag it off** | **C — pre-prompt at launch** |
|---|---|---|---|
| Change | Drop the call in `AppDelegate`; request when the user taps **Find friends** (card or Friends tab) via a small gate helper | `friends_discovery_enabled = false` in Remote Config for 4.2.0 | Our own explainer screen before the system prompt, still at launch |
| Code touched | AppDelegate, OnboardingFriendsCard, FriendsList, new ~30-line helper | none (config) | new screen + copy |
| Review risk | Low — exactly what the guideline asks for | Low for the timing, but the weak purpose string is still in the binary | **High** — still a launch-time request |
| Product impact | Card shows a "Find friends" CTA instead of pre-loaded matches | Friends discovery gone from 4.2 — the headline feature | none |
| Effort | ~1–2 h incl. tests | 10 min | ½ day + design |

**Recommendation: A.** Smallest change that satisfies the guideline as written, and the 4.2 friends feature survives.

### Versioning
1187 is dead, so we need a new build anyway. I'd suggest shipping the fix as **4.2.1 (build 1188)** so crash reports from the fixed binary are easy to tell apart.

Shall I cut the branch and start with the crash fix + option A?""")

# ---------------------------------------------------------------- turn 3
i_keep = c.user("""A. But no — keep 4.2.0, just bump the build. Marketing copy, the What's New screen and the press kit all say 4.2.0 and 1187 never shipped to anyone, so there's nothing to tell apart. Hold off on the purpose string until I've talked to Rui about what exactly the server does with those hashes. Go ahead with the branch, the crash fix and moving the prompt.""")

PATCH1 = """diff --git a/Pocketwise/Features/Scan/ScanEntryViewController.swift b/Pocketwise/Features/Scan/ScanEntryViewController.swift
--- a/Pocketwise/Features/Scan/ScanEntryViewController.swift
+++ b/Pocketwise/Features/Scan/ScanEntryViewController.swift
@@ -136,9 +136,13 @@ final class ScanEntryViewController: UIViewController {
             self?.presentPhotoPicker()
         })
         sheet.addAction(UIAlertAction(title: L10n.Scan.cancel, style: .cancel))
-        // TODO(4.2): anchor for iPad
-        _ = sourcePickerAnchor
-
+        // iPad presents action sheets as popovers; they must be anchored (App Review 2.1, 4.2.0)
+        if let popover = sheet.popoverPresentationController {
+            let anchor = sourcePickerAnchor ?? scanButton
+            popover.sourceView = anchor
+            popover.sourceRect = anchor.bounds
+            popover.permittedArrowDirections = [.up, .down]
+        }
         present(sheet, animated: true)
     }
diff --git a/Pocketwise/App/AppDelegate.swift b/Pocketwise/App/AppDelegate.swift
--- a/Pocketwise/App/AppDelegate.swift
+++ b/Pocketwise/App/AppDelegate.swift
@@ -57,8 +57,6 @@ final class AppDelegate: UIResponder, UIApplicationDelegate {
         AppEnvironment.bootstrap()
         SentrySDK.start(options: .pocketwise)
         RemoteConfig.shared.fetchIfStale()
-        // 4.2: warm up friend matches so the onboarding card has results on first display (RS)
-        ContactsPermissionBootstrapper.shared.requestIfNeeded()
         SyncEngine.shared.start()
         return true
     }
diff --git a/Pocketwise/Features/Friends/ContactsAccessGate.swift b/Pocketwise/Features/Friends/ContactsAccessGate.swift
new file mode 100644
--- /dev/null
+++ b/Pocketwise/Features/Friends/ContactsAccessGate.swift
@@ -0,0 +1,29 @@
+import Contacts
+import UIKit
+
+/// Requests Contacts access only when the user starts a contacts-based action
+/// (App Review guideline 5.1.1). Never call this from app launch.
+enum ContactsAccessGate {
+    @MainActor
+    static func requestIfNeeded(onGranted: @escaping @MainActor () -> Void,
+                                onDenied: @escaping @MainActor () -> Void) {
+        switch CNContactStore.authorizationStatus(for: .contacts) {
+        case .authorized, .limited:
+            onGranted()
+        case .notDetermined:
+            CNContactStore().requestAccess(for: .contacts) { granted, _ in
+                Task { @MainActor in
+                    if granted { onGranted() } else { onDenied() }
+                }
+            }
+        case .denied, .restricted:
+            onDenied()
+        @unknown default:
+            onDenied()
+        }
+    }
+}
diff --git a/Pocketwise/Features/Friends/ContactsPermissionBootstrapper.swift b/Pocketwise/Features/Friends/ContactsPermissionBootstrapper.swift
--- a/Pocketwise/Features/Friends/ContactsPermissionBootstrapper.swift
+++ b/Pocketwise/Features/Friends/ContactsPermissionBootstrapper.swift
@@ -13,19 +13,8 @@ final class ContactsPermissionBootstrapper {
     static let shared = ContactsPermissionBootstrapper()
-    private let store = CNContactStore()
-
-    func requestIfNeeded() {
-        guard FeatureFlags.friendsDiscovery else { return }
-        guard CNContactStore.authorizationStatus(for: .contacts) == .notDetermined else {
-            prefetchMatchesIfAuthorized()
-            return
-        }
-        store.requestAccess(for: .contacts) { [weak self] granted, _ in
-            guard granted else { return }
-            self?.prefetchMatchesIfAuthorized()
-        }
-    }
 
+    /// Only refreshes matches if the user has already granted access. Never prompts.
     func prefetchMatchesIfAuthorized() {
         guard CNContactStore.authorizationStatus(for: .contacts) == .authorized else { return }
         Task { await FriendsMatchService.shared.refreshMatches() }
diff --git a/Pocketwise/Features/Friends/OnboardingFriendsCard.swift b/Pocketwise/Features/Friends/OnboardingFriendsCard.swift
--- a/Pocketwise/Features/Friends/OnboardingFriendsCard.swift
+++ b/Pocketwise/Features/Friends/OnboardingFriendsCard.swift
@@ -85,7 +85,14 @@ final class OnboardingFriendsCard: UIView {
     @objc private func findFriendsTapped() {
         Analytics.track(.findFriendsTapped, ["source": "onboarding_card"])
-        // contacts were already requested at launch (ContactsPermissionBootstrapper); just show results
-        coordinator.showFriendsPicker(source: .onboardingCard)
+        ContactsAccessGate.requestIfNeeded(
+            onGranted: { [weak self] in
+                ContactsPermissionBootstrapper.shared.prefetchMatchesIfAuthorized()
+                self?.coordinator.showFriendsPicker(source: .onboardingCard)
+            },
+            onDenied: { [weak self] in
+                self?.coordinator.showManualFriendEntry(source: .onboardingCard)
+            })
     }
diff --git a/Pocketwise/Features/Friends/FriendsListViewController.swift b/Pocketwise/Features/Friends/FriendsListViewController.swift
--- a/Pocketwise/Features/Friends/FriendsListViewController.swift
+++ b/Pocketwise/Features/Friends/FriendsListViewController.swift
@@ -203,5 +203,12 @@ final class FriendsListViewController: UITableViewController {
     @objc private func findFriendsTapped() {
-        coordinator.showFriendsPicker(source: .friendsTab)
+        ContactsAccessGate.requestIfNeeded(
+            onGranted: { [weak self] in
+                ContactsPermissionBootstrapper.shared.prefetchMatchesIfAuthorized()
+                self?.coordinator.showFriendsPicker(source: .friendsTab)
+            },
+            onDenied: { [weak self] in
+                self?.coordinator.showManualFriendEntry(source: .friendsTab)
+            })
     }"""

i_branch = c.model("Cutting the branch from the tag and applying both fixes in one commit.", [
    ("shell",
     {"cwd": "~/dev/pocketwise-ios",
      "command": "git fetch --tags origin && git switch -c hotfix/4.2.0-review v4.2.0-b1187 && git push -u origin hotfix/4.2.0-review"},
     """From github.com:fernleaf/pocketwise-ios
 = [up to date]      v4.2.0-b1187 -> v4.2.0-b1187
Switched to a new branch 'hotfix/4.2.0-review'
Total 0 (delta 0), reused 0 (delta 0), pack-reused 0
remote:
remote: Create a pull request for 'hotfix/4.2.0-review' on GitHub by visiting:
remote:      https://github.com/fernleaf/pocketwise-ios/pull/new/hotfix/4.2.0-review
remote:
To github.com:fernleaf/pocketwise-ios.git
 * [new branch]      hotfix/4.2.0-review -> hotfix/4.2.0-review
branch 'hotfix/4.2.0-review' set up to track 'origin/hotfix/4.2.0-review'."""),
    ("repo_apply_patch",
     {"repo": "fernleaf/pocketwise-ios", "branch": "hotfix/4.2.0-review",
      "commit_message": "Anchor Scan source picker popover on iPad; request Contacts just-in-time instead of at launch (App Review 2.1 / 5.1.1)",
      "run_checks": ["swiftlint", "build:ios-simulator", "test:FriendsTests", "test:ScanTests"],
      "push": True,
      "patch": PATCH1},
     """Patch applied cleanly to hotfix/4.2.0-review (base 9f31d0b)
[hotfix/4.2.0-review 3b7e2d4] Anchor Scan source picker popover on iPad; request Contacts just-in-time instead of at launch (App Review 2.1 / 5.1.1)
 6 files changed, 64 insertions(+), 22 deletions(-)
 create mode 100644 Pocketwise/Features/Friends/ContactsAccessGate.swift

Checks:
  swiftlint ............................ 0 violations, 0 serious in 6 files
  build (Pocketwise, iOS Simulator) .... succeeded in 94.2 s (2 warnings, both pre-existing)
  test FriendsTests .................... 14 passed, 0 failed
  test ScanTests ....................... 9 passed, 0 failed

Pushed: origin/hotfix/4.2.0-review 9f31d0b..3b7e2d4
Bitrise: workflow pr-checks #5518 triggered (unit tests only; release-testflight runs only for commits tagged [testflight])""")])

c.model("""Done. Branch **`hotfix/4.2.0-review`** is cut from `v4.2.0-b1187` and pushed; fix commit `3b7e2d4`.

| File | Change |
|---|---|
| `ScanEntryViewController.swift` | Action sheet now anchored to the Scan button on iPad (`sourceView` + `sourceRect`) — the 2.1 crash |
| `AppDelegate.swift` | Launch-time contacts request removed |
| `ContactsAccessGate.swift` (new) | Asks for Contacts only when called from a user action; granted → picker, denied → manual entry |
| `OnboardingFriendsCard.swift`, `FriendsListViewController.swift` | "Find friends" goes through the gate |
| `ContactsPermissionBootstrapper.swift` | Kept only `prefetchMatchesIfAuthorized()` (never prompts) |

Lint, simulator build, `FriendsTests` (14) and `ScanTests` (9) pass locally; Bitrise `pr-checks` #5518 is running the full unit suite. Version stays **4.2.0**.

Still open before we can resubmit:
- `NSContactsUsageDescription` wording — waiting on your talk with Rui
- build number bump + TestFlight
- device test on a real iPad""")

# ---------------------------------------------------------------- turn 4
c.user("""Talked to Rui. Yes, the app sends SHA-256 hashes of E.164-normalized phone numbers to /v2/friends/match. The server compares them against hashes of registered users' numbers and returns the matches; the submitted hashes aren't stored anywhere, they're dropped as soon as the response goes out. Only matched user IDs end up on the friend list, and only after the user taps Add. So the string must not say contacts never leave the phone. Draft something accurate.

Also: Leo will do the on-device test as soon as there's a TestFlight build — he's got an iPad Pro on 17.7.""")

PRIVACY = """App Privacy — Pocketwise (1598834217)
Last published: 2024-11-18 09:12 PT by hannah.cho@fernleaf.io   (label revision 5)
Privacy Policy URL: https://pocketwise.app/privacy   (fetched 2025-03-11 09:58 PT, HTTP 200, 18.4 KB)
Tracking: app does not track (no ATT prompt)

Data types declared as collected
  Contact Info
    Email Address ............ App Functionality                 linked: yes   tracking: no
    Name ..................... App Functionality                 linked: yes   tracking: no
    Phone Number ............. App Functionality                 linked: yes   tracking: no
  Financial Info
    Other Financial Info ..... App Functionality                 linked: yes   tracking: no
  User Content
    Photos or Videos ......... App Functionality                 linked: yes   tracking: no
    Other User Content ....... App Functionality (receipts, notes)  linked: yes   tracking: no
  Identifiers
    User ID .................. App Functionality                 linked: yes   tracking: no
  Usage Data
    Product Interaction ...... Analytics                         linked: no    tracking: no
  Diagnostics
    Crash Data ............... App Functionality                 linked: no    tracking: no
    Performance Data ......... App Functionality                 linked: no    tracking: no
    Other Diagnostic Data .... App Functionality                 linked: no    tracking: no

Data types not declared
  Contacts (user's address book / contact list) ............ NOT DECLARED
  Health & Fitness, Location, Sensitive Info, Browsing History, Search History,
  Purchases, Other Data ..................................... not declared

Privacy policy — paragraphs matching "contact":
  §3.2  "When you add a friend by email address or phone number, we store that contact detail on your friend list so you can split expenses with them."
  §3.4  "Address book. Pocketwise never uploads your address book. If you choose to find friends, matching happens on your device."
  §7.1  "Questions? Contact us at privacy@fernleaf.io."

Reference (App Store Connect help):
  Data is "collected" when it is transmitted off the device in a way that allows you and/or your
  third-party partners to access it for a period longer than necessary to service the transmitted
  request in real time.
  Changes to App Privacy answers are published immediately and do not require a new build."""

c.model("Before drafting, let me check what our App Privacy answers and the privacy policy currently say about contacts — the purpose string, the label and the policy should tell the same story, and a reviewer on a 5.1.1 will look at all three.", [
    ("asc_app_privacy_get",
     {"app_id": "1598834217", "include_privacy_policy_text": True, "policy_match": "contact"},
     PRIVACY)])

c.model("""## Two inconsistencies outside the binary

1. **App Privacy label — Contacts is `NOT DECLARED`.** Under Apple's definition, hashes discarded right after the response arguably aren't "collected" (they're only held to service the request in real time). But the friend relationships that come out of the match are kept, and a reviewer who has just looked at a contacts flow may read it the other way. That's a judgement call for Hannah, not us.
2. **Privacy policy §3.4** says *"Pocketwise never uploads your address book … matching happens on your device."* That stopped being accurate in 4.2 — hashes go to `/v2/friends/match`. Not part of the rejection, but exactly the kind of thing that turns into a follow-up question. Also Hannah's area.

Neither needs a new build: label changes publish immediately, the policy is a web page.

## Purpose string drafts (`NSContactsUsageDescription`)

| # | Text | Length | Notes |
|---|---|---|---|
| 1 | "Pocketwise uses your contacts to find friends who already use Pocketwise." | 73 | Says why, no example, silent on what leaves the device — likely still too thin |
| 2 | "Pocketwise checks your contacts' phone numbers (sent as one-way hashes, never stored) to find friends who already use Pocketwise, so you can split costs with them in one tap." | 175 | Why + example + honest about the upload. **My pick** |
| 3 | "To suggest friends to split costs with, Pocketwise compares encrypted versions of your contacts' phone numbers with Pocketwise accounts. Nothing is stored." | 158 | "Encrypted" is technically wrong for hashes — I'd avoid it |

#2 is long for an alert, but iOS wraps it fine and Apple's own examples are of similar length. It matches what Rui described: hashes, not stored, used only to find existing users.

**Localization:** we ship `en`, `de` and `es` `InfoPlist.strings`. I can draft German and Spanish, but they should get a native review before long.

Which wording? And do you want me to loop Hannah in on the label and §3.4, or will you?""")

# ---------------------------------------------------------------- turn 5
c.user("""the second one, but "split expenses" instead of "split costs" — we never say costs anywhere in the app. I'll email Hannah about the label and the policy myself. Meanwhile bump the build and get it building on CI.""")

PLIST_PATCH = """diff --git a/Pocketwise/Info.plist b/Pocketwise/Info.plist
--- a/Pocketwise/Info.plist
+++ b/Pocketwise/Info.plist
@@ -61,7 +61,7 @@
 	<key>NSContactsUsageDescription</key>
-	<string>Pocketwise needs access to your contacts.</string>
+	<string>Pocketwise checks your contacts' phone numbers (sent as one-way hashes, never stored) to find friends who already use Pocketwise, so you can split expenses with them in one tap.</string>
 	<key>NSCameraUsageDescription</key>
 	<string>Pocketwise uses the camera to scan your receipts, for example to capture the total of a dinner bill.</string>
diff --git a/Pocketwise/Resources/en.lproj/InfoPlist.strings b/Pocketwise/Resources/en.lproj/InfoPlist.strings
--- a/Pocketwise/Resources/en.lproj/InfoPlist.strings
+++ b/Pocketwise/Resources/en.lproj/InfoPlist.strings
@@ -3,1 +3,1 @@
-"NSContactsUsageDescription" = "Pocketwise needs access to your contacts.";
+"NSContactsUsageDescription" = "Pocketwise checks your contacts' phone numbers (sent as one-way hashes, never stored) to find friends who already use Pocketwise, so you can split expenses with them in one tap.";
diff --git a/Pocketwise/Resources/de.lproj/InfoPlist.strings b/Pocketwise/Resources/de.lproj/InfoPlist.strings
--- a/Pocketwise/Resources/de.lproj/InfoPlist.strings
+++ b/Pocketwise/Resources/de.lproj/InfoPlist.strings
@@ -3,1 +3,1 @@
-"NSContactsUsageDescription" = "Pocketwise benötigt Zugriff auf deine Kontakte.";
+"NSContactsUsageDescription" = "Pocketwise prüft die Telefonnummern deiner Kontakte (als Einweg-Hashes übertragen, nie gespeichert), um Freunde zu finden, die Pocketwise schon nutzen – so kannst du Ausgaben mit einem Tipp mit ihnen teilen.";
diff --git a/Pocketwise/Resources/es.lproj/InfoPlist.strings b/Pocketwise/Resources/es.lproj/InfoPlist.strings
--- a/Pocketwise/Resources/es.lproj/InfoPlist.strings
+++ b/Pocketwise/Resources/es.lproj/InfoPlist.strings
@@ -3,1 +3,1 @@
-"NSContactsUsageDescription" = "Pocketwise necesita acceso a tus contactos.";
+"NSContactsUsageDescription" = "Pocketwise comprueba los números de teléfono de tus contactos (enviados como hashes unidireccionales, nunca almacenados) para encontrar amigos que ya usan Pocketwise y dividir gastos con ellos con un toque.";"""

i_plist = c.model("Applying the purpose string (English final, German/Spanish as drafts) and bumping the build to 1188 with the `[testflight]` tag so Bitrise runs the release workflow.", [
    ("repo_apply_patch",
     {"repo": "fernleaf/pocketwise-ios", "branch": "hotfix/4.2.0-review",
      "commit_message": "Clarify NSContactsUsageDescription (App Review 5.1.1); de/es pending native review",
      "run_checks": ["plutil-lint", "strings-lint"], "push": False, "patch": PLIST_PATCH},
     """Patch applied cleanly to hotfix/4.2.0-review (base 3b7e2d4)
[hotfix/4.2.0-review 5d20f8e] Clarify NSContactsUsageDescription (App Review 5.1.1); de/es pending native review
 4 files changed, 4 insertions(+), 4 deletions(-)
Checks:
  plutil -lint Pocketwise/Info.plist ........ OK
  strings-lint en/de/es InfoPlist.strings ... OK (3 files, 9 keys each, no missing keys)
Not pushed (push: false)"""),
    ("shell",
     {"cwd": "~/dev/pocketwise-ios",
      "command": "xcrun agvtool new-version -all 1188 && git commit -am 'Bump build to 1188 [testflight]' && git push"},
     """Setting version of project Pocketwise to:
    1188.

Also setting CFBundleVersion key (assuming it exists)

Updating CFBundleVersion in Info.plist(s)...

Updated CFBundleVersion in "Pocketwise.xcodeproj/../Pocketwise/Info.plist" to 1188
Updated CFBundleVersion in "Pocketwise.xcodeproj/../PocketwiseWidget/Info.plist" to 1188
[hotfix/4.2.0-review 9c4e1a7] Bump build to 1188 [testflight]
 3 files changed, 6 insertions(+), 6 deletions(-)
Enumerating objects: 31, done.
Writing objects: 100% (17/17), 2.41 KiB | 2.41 MiB/s, done.
To github.com:fernleaf/pocketwise-ios.git
   3b7e2d4..9c4e1a7  hotfix/4.2.0-review -> hotfix/4.2.0-review
Bitrise: workflow release-testflight #5521 triggered (commit 9c4e1a7, CURRENT_PROJECT_VERSION 1188)""")])

c.model("""Done.

- **Purpose string** updated in `Info.plist` and `en` `InfoPlist.strings` with your wording ("…so you can split expenses with them in one tap."), commit `5d20f8e`.
- **Build** bumped to **1188** across both targets (app + widget), commit `9c4e1a7`; Bitrise **release-testflight #5521** is running. Archive + upload is usually ~12 min, then ~10–15 min of App Store Connect processing.
- ⚠️ The `de` and `es` strings are **my drafts** — fine to ship, but they need a native speaker's pass at some point.

I'll check #5521 when you're ready; nothing else is blocked on me until then.""")

# ---------------------------------------------------------------- turn 6
c.user("""While that runs — how long is re-review realistically these days? And should we request an expedited review? Launch is Thursday.""")

c.model("""## How long re-review takes

- Apple's own number: most submissions are reviewed within **24 hours**. A resubmission after a rejection goes back into the normal queue — no penalty, no fast lane.
- Our last four 4.x reviews took **19 h, 26 h, 22 h and 31 h**. The 4.1.0 case is the closest analogue: rejected, resubmitted, approved 22 h later.
- Follow-up questions reset the clock somewhat: if the reviewer replies in Resolution Center with a question (common after a 5.1.1), the submission stays "In Review" until we answer and they pick it up again — usually same day, sometimes next.

**If we resubmit by ~3 PM PT today**, a realistic decision window is Wednesday afternoon to Thursday morning. For a Thursday-morning launch with a newsletter that's roughly a coin flip, and a single follow-up question pushes us past it.

## Expedited review

Apple grants expedited reviews for critical bug fixes and time-sensitive events (product launches tied to a date can qualify). There's no published quota, but the guidance is to use it sparingly — teams that request often get declined more.

| | Request expedite now | Don't request |
|---|---|---|
| Chance of Thursday | Good (expedites are often done in hours) | ~50/50 |
| Cost | Uses goodwill; if 4.2.0 has a real production fire next week, a second request in the same fortnight is weaker | None |
| Justification | "Marketing launch date" — acceptable, not strong | — |
| If it fails | Same as not asking | Launch slips |

## The three realistic plans

1. **Keep Thursday, no expedite** — resubmit today and hope. Risky for marketing.
2. **Keep Thursday, expedite** — best odds for the date, spends the favour.
3. **Move the launch a few days, no expedite** — zero stress; marketing has to re-slot the newsletter/blog.

I'd lean to **3**: the fix set is small but we haven't had a human test it on an iPad yet, and a launch date with slack is worth more than two days. Whatever we pick, when we resubmit I'd set the release to **scheduled** rather than manual or automatic, so an early approval can't go live before marketing is ready.

Shall I draft the expedite request text anyway, so it's ready if you change your mind?""")

# ---------------------------------------------------------------- turn 7
i_mar18 = c.user("""Let's not burn the expedite — we may need it for a real fire after launch. Dana's going to hate this, but move the launch to Tuesday March 18. Check CI; if 1188 is green get it onto TestFlight for the internal group. And move the launch event in the calendar and let Dana know.""")

c.model("Checking Bitrise #5521 first.", [
    ("ci_get_build",
     {"provider": "bitrise", "app": "pocketwise-ios", "build": 5521, "log": "full"},
     "Build #5521 — status: FAILED — duration 11m 58s — finished 2025-03-11T18:35:04Z\n\n" +
     G.ci_log(5521, 1188, "9c4e1a7", 1188))])

i_1189 = c.model("""## #5521 failed at upload — not our code

Archive succeeded; the upload step was rejected with **ITMS-4238 Redundant Binary Upload**: a build **1188** already exists for version 4.2.0. The build-number check step (step 6) shows where it came from: uploaded 2025-03-11 09:10 UTC (02:10 PT) by API key **`bitrise-develop-nightly`**. The develop nightly still has `MARKETING_VERSION = 4.2.0` and takes "latest App Store Connect build + 1", so at 02:10 PT last night it took 1188 for the internal Dogfood group, hours before we bumped.

Build numbers must be unique per version, so the fix is just the next number: **1189**. Doing that now, and moving the launch event to Tuesday March 18 with a note to Dana.""", [
    ("shell",
     {"cwd": "~/dev/pocketwise-ios",
      "command": "xcrun agvtool new-version -all 1189 && git commit -am 'Bump build to 1189 [testflight] (1188 taken by develop-nightly)' && git push"},
     """Setting version of project Pocketwise to:
    1189.

Also setting CFBundleVersion key (assuming it exists)

Updating CFBundleVersion in Info.plist(s)...

Updated CFBundleVersion in "Pocketwise.xcodeproj/../Pocketwise/Info.plist" to 1189
Updated CFBundleVersion in "Pocketwise.xcodeproj/../PocketwiseWidget/Info.plist" to 1189
[hotfix/4.2.0-review e81b3f0] Bump build to 1189 [testflight] (1188 taken by develop-nightly)
 3 files changed, 6 insertions(+), 6 deletions(-)
To github.com:fernleaf/pocketwise-ios.git
   9c4e1a7..e81b3f0  hotfix/4.2.0-review -> hotfix/4.2.0-review
Bitrise: workflow release-testflight #5524 triggered (commit e81b3f0, CURRENT_PROJECT_VERSION 1189)"""),
    ("calendar_update_event",
     {"calendar_id": "ios-releases@fernleaf.io", "event_id": "evt_6c2k9q0r4launch",
      "changes": {"start": "2025-03-18T09:00:00-07:00", "end": "2025-03-18T10:00:00-07:00",
                  "title": "Pocketwise 4.2 launch (moved from Mar 13 after App Review rejection)"},
      "notify_attendees": True,
      "message": "Hi Dana, App Review rejected 4.2.0 (build 1187) yesterday for a contacts-permission issue (5.1.1) and an iPad crash. Both are fixed and we're resubmitting today without requesting an expedited review, so we're moving the launch from Thursday March 13 to Tuesday March 18. Maya will follow up on newsletter/blog timing. Sent by Forge on behalf of Maya Okafor."},
     """Updated event evt_6c2k9q0r4launch on calendar ios-releases@fernleaf.io (revision 7, was 6)
  title: was "Pocketwise 4.2 launch" → now "Pocketwise 4.2 launch (moved from Mar 13 after App Review rejection)"
  start: was 2025-03-13T09:00:00-07:00 → now 2025-03-18T09:00:00-07:00
  end:   was 2025-03-13T10:00:00-07:00 → now 2025-03-18T10:00:00-07:00
  attendees notified (5): maya.okafor@fernleaf.io, dana.whitfield@fernleaf.io, rui.santos@fernleaf.io, leo.brandt@fernleaf.io, marketing@fernleaf.io
  linked events: "4.2 blog post go-live" (owner dana.whitfield@fernleaf.io) NOT moved — owned by another calendar""")])

c.model("""Done.

| Item | Status |
|---|---|
| Build number | 1188 was taken by `develop-nightly`; hotfix now on **1189** (commit `e81b3f0`) |
| CI | Bitrise **release-testflight #5524** running |
| Launch event | Moved to **Tue Mar 18, 9:00 AM PT** (was Thu Mar 13); Dana + 4 others notified (revision 7) |
| Blog go-live event | **Not moved** — it's on Dana's calendar, she'll need to move it herself |

Side note: `develop-nightly` will keep colliding with any 4.2.0 hotfix build as long as develop still says 4.2.0. Two easy fixes: bump develop's `MARKETING_VERSION` to 4.3.0, or give nightly its own number range. Want that now, or after launch?""")

# ---------------------------------------------------------------- turn 8
i_mar20 = c.user("""Dana replied:

> Tuesday doesn't work for us — the newsletter and blog slots are locked weekly on Thursdays, and the Product Hunt listing we lined up is on a Thursday too. Let's do Thursday March 20, 8am PT instead. Also heads-up: I'm on leave from tomorrow for two weeks, so Tomás Rivera (tomas.rivera@fernleaf.io) owns the 4.2 launch on the marketing side from here. Please loop him in on everything.

Fine, go with the 20th. Update everything and bring Tomás up to speed. The nightly thing can wait until after launch.""")

EMAIL_TOMAS = """Hi Tomás,

Dana mentioned you're taking over the Pocketwise 4.2 launch from tomorrow — here's where things stand.

What happened
- App Review rejected 4.2.0 (build 1187) on March 11 for two reasons: the app asked for Contacts access at launch with a vague explanation (guideline 5.1.1), and the "Scan receipt" button crashed on iPad (guideline 2.1).
- Both are fixed on a hotfix branch. The version number stays 4.2.0, so all marketing copy, the What's New screen and the press kit remain correct.

What changes for the launch
- Launch date is now Thursday March 20, 8:00 AM PT (Dana's call — Thursday newsletter/blog slots and Product Hunt).
- When we resubmit, the release will be scheduled for no earlier than March 20, 8:00 AM PT, so even an early approval won't put the update in the store before your posts go out.
- One product detail for copy: "Find friends" now asks for contacts permission when the user taps it, not on first launch. If any copy says friends appear "automatically" after install, that's no longer quite true.

What I need from you
- Please confirm the Product Hunt listing time on the 20th.
- The calendar invite has been updated and you've been added.

Maya Okafor is the contact on the iOS side. I'll send an update when Apple approves.

Forge (on behalf of Maya Okafor, iOS)"""

c.model("Moving the launch event to Thursday the 20th and briefing Tomás (Dana and you on cc).", [
    ("calendar_update_event",
     {"calendar_id": "ios-releases@fernleaf.io", "event_id": "evt_6c2k9q0r4launch",
      "changes": {"start": "2025-03-20T08:00:00-07:00", "end": "2025-03-20T09:00:00-07:00",
                  "title": "Pocketwise 4.2 launch",
                  "add_attendees": ["tomas.rivera@fernleaf.io"]},
      "notify_attendees": True,
      "message": "Launch moved to Thursday March 20, 8:00 AM PT per marketing (Thursday newsletter/blog slots). Tomás Rivera now owns the launch on the marketing side."},
     """Updated event evt_6c2k9q0r4launch on calendar ios-releases@fernleaf.io (revision 8, was 7)
  title: was "Pocketwise 4.2 launch (moved from Mar 13 after App Review rejection)" → now "Pocketwise 4.2 launch"
  start: was 2025-03-18T09:00:00-07:00 → now 2025-03-20T08:00:00-07:00
  end:   was 2025-03-18T10:00:00-07:00 → now 2025-03-20T09:00:00-07:00
  attendees: added tomas.rivera@fernleaf.io (6 total)
  attendees notified (6)"""),
    ("email_send",
     {"from": "forge-bot@fernleaf.io", "to": ["tomas.rivera@fernleaf.io"],
      "cc": ["dana.whitfield@fernleaf.io", "maya.okafor@fernleaf.io"],
      "subject": "Pocketwise 4.2 launch: status and new date (Thu March 20, 8:00 AM PT)",
      "body": EMAIL_TOMAS},
     """Sent.
  message_id: <CAF7x1Q9k2mZ4pR8s0vT3wY6bN1cE5hJ@mail.gmail.com>
  thread_id:  18e2c5a1f0b7d3e4
  to: tomas.rivera@fernleaf.io   cc: dana.whitfield@fernleaf.io, maya.okafor@fernleaf.io
  sent_at: 2025-03-11 11:52 PT""")])

c.model("""Done.

- **Launch:** Thursday **March 20, 8:00 AM PT** (calendar revision 8); Tomás added to the invite.
- **Tomás briefed** by email (thread `18e2c5a1f0b7d3e4`, Dana and you on cc): what broke, that the version stays 4.2.0, the new date, and the one copy caveat — "Find friends" now asks for permission on tap.
- **Release plan:** when we resubmit I'll set the version to **scheduled, no earlier than 2025-03-20 08:00 PT**, so an early approval can't go live before the blog.
- **Parked until after launch:** the `develop-nightly` build-number collision.""")

# ---------------------------------------------------------------- turn 9
c.user("""CI done for 1189? If yes put it on TestFlight for the Fernleaf QA group. And run the iPad UI test suite on the simulator with the reviewer's setup before Leo starts — I don't want him wasting time on something we could have caught ourselves.""")

WHAT_TO_TEST = """4.2.0 (1189) — App Review hotfix. Please test on iPad first.
1. Expenses tab → Scan receipt: the Camera / Photo Library sheet must appear next to the button (no crash).
2. Fresh install: the app must NOT ask for Contacts at launch.
3. Onboarding card → Find friends: the Contacts prompt appears now. Try both Allow and Don't Allow (Don't Allow should open manual entry).
4. Friends tab → Find friends: same as 3.
5. Check the wording of the Contacts prompt."""

c.model("Adding 1189 to Fernleaf QA (with auto-distribution on, so the next hotfix build reaches testers without another manual step) and running the iPad UI suite on two iPad simulators, one matching the reviewer's device.", [
    ("testflight_add_build_to_group",
     {"app_id": "1598834217", "version": "4.2.0", "build": "1189", "group": "Fernleaf QA",
      "what_to_test": WHAT_TO_TEST, "locale": "en-US", "enable_automatic_distribution": True, "notify_testers": True},
     """Build 4.2.0 (1189)
  processing: COMPLETE (uploaded by Bitrise #5524 at 2025-03-11 12:27 PT, processed in 14m)
  export compliance: ITSAppUsesNonExemptEncryption = NO (from Info.plist), no documentation needed
  expires: 2025-06-09
Added to internal group "Fernleaf QA" (group id 7b1d0c2e-4f9a-4e61-9b3d-52a8c0e6f174, 12 testers)
Automatic distribution for this group: was OFF → now ON (new 4.2.0 builds are delivered when processing completes)
What to Test (en-US): set, 5 lines
Testers notified: 12 (push + email)
Other 4.2.0 builds:
  1187  App Store submission — REJECTED
  1188  group "Dogfood" — uploaded by API key bitrise-develop-nightly (develop @ 7a0c55e) — not part of the hotfix"""),
    ("xcode_test",
     {"cwd": "~/dev/pocketwise-ios", "scheme": "PocketwiseUITests", "ref": "hotfix/4.2.0-review",
      "destinations": ["platform=iOS Simulator,name=iPad Air (5th generation),OS=18.3",
                       "platform=iOS Simulator,name=iPad Air 11-inch (M2),OS=18.3"],
      "result_bundle": "build/hotfix-ipad-1189.xcresult"},
     G.xctest_output())])

c.model("""## 1189 is on TestFlight — but the iPad suite found a second crash

**TestFlight:** 4.2.0 (1189) processed and is in **Fernleaf QA** (12 testers notified), automatic distribution now on.

**UI tests (72 runs on 2 iPad sims): 70 passed, 2 failed — the same test on both devices:**

- `ExportUITests.testExportCSV_presentsShareSheet_iPad` → `NSGenericException`: *"UIPopoverPresentationController … should have a non-nil sourceView or barButtonItem set before the presentation occurs."*
- Site: `ExportViewController.shareExport(url:)` at **`ExportViewController.swift:77`** — the CSV share sheet (`UIActivityViewController`) has the same missing-anchor bug as Scan.

The reviewer didn't reach it (Export lives under Settings → Data), but any iPad user who exports a CSV will crash, and a second reviewer could easily tap it.

Good news from the same run: the fixes hold — `testScanReceipt_presentsSourcePicker_iPad`, Split View and Stage Manager scan tests pass; `testLaunch_doesNotPromptForContacts` and `testFindFriends_tap_promptsForContacts` pass.

| | **Fix now (one more build)** | **Ship 1189, fix in 4.2.1** |
|---|---|---|
| Review risk | none added | reviewer taps Export → another 2.1 rejection |
| Cost | ~20 min + one more build; Leo tests that one instead | none today |
| iPad users | no crash | crash on CSV export until 4.2.1 |

I'd fix now — Leo hasn't started, and with auto-distribution the new build reaches the group by itself.""")

# ---------------------------------------------------------------- turn 10
i_1190 = c.user("""ugh. fix it. 1190 then. Leo hasn't started anyway. And check nothing else in the app presents a popover or share sheet without an anchor — I don't want a third round of this.""")

EXPORT_PATCH = """diff --git a/Pocketwise/Features/Export/ExportViewController.swift b/Pocketwise/Features/Export/ExportViewController.swift
--- a/Pocketwise/Features/Export/ExportViewController.swift
+++ b/Pocketwise/Features/Export/ExportViewController.swift
@@ -72,7 +72,12 @@ final class ExportViewController: UIViewController {
     private func shareExport(url: URL) {
         let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
         activity.excludedActivityTypes = [.assignToContact, .addToReadingList]
-        present(activity, animated: true)
+        // iPad presents the share sheet as a popover; it must be anchored (same bug class as Scan, 4.2.0 review)
+        if let popover = activity.popoverPresentationController {
+            popover.sourceView = exportButton
+            popover.sourceRect = exportButton.bounds
+        }
+        present(activity, animated: true)
     }"""

AUDIT = """$ rg -n --type swift -e 'preferredStyle: \\.actionSheet' -e 'UIActivityViewController\\(' -e 'modalPresentationStyle = \\.popover' Pocketwise
Pocketwise/Features/Scan/ScanEntryViewController.swift:129:        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
Pocketwise/Features/Export/ExportViewController.swift:73:        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
Pocketwise/Features/Expenses/ExpenseDetailViewController.swift:212:        let share = UIActivityViewController(activityItems: [receiptImage, summaryText], applicationActivities: nil)
Pocketwise/Features/Expenses/ExpenseListViewController.swift:318:        let sort = UIAlertController(title: L10n.Expenses.sortBy, message: nil, preferredStyle: .actionSheet)
Pocketwise/Features/Expenses/ExpenseFilterSheet.swift:44:        controller.modalPresentationStyle = .popover
Pocketwise/Features/Settings/SettingsViewController.swift:311:        let confirm = UIAlertController(title: L10n.Settings.signOutTitle, message: nil, preferredStyle: .actionSheet)
Pocketwise/Features/Scan/ReceiptCropView.swift:64:        let retake = UIAlertController(title: nil, message: L10n.Scan.retakePrompt, preferredStyle: .actionSheet)
Pocketwise/Features/Split/SplitSummaryView.swift:140:        let share = UIActivityViewController(activityItems: [summary.image], applicationActivities: nil)

$ rg -n --type swift -A6 -e 'preferredStyle: \\.actionSheet' -e 'UIActivityViewController\\(' -e 'modalPresentationStyle = \\.popover' Pocketwise | rg -e 'sourceView|barButtonItem|sourceItem|present\\('
ScanEntryViewController.swift-142-            popover.sourceView = anchor                     (added in 3b7e2d4)
ExportViewController.swift-77-            popover.sourceView = exportButton              (this commit)
ExpenseDetailViewController.swift-216-        share.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
ExpenseListViewController.swift-324-        sort.popoverPresentationController?.sourceView = sortButton
ExpenseFilterSheet.swift-47-        controller.popoverPresentationController?.sourceItem = anchorItem
SettingsViewController.swift-315-        confirm.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)
ReceiptCropView.swift-68-        retake.popoverPresentationController?.sourceView = retakeButton
SplitSummaryView.swift-144-        share.popoverPresentationController?.barButtonItem = hostNavigationItem?.rightBarButtonItem

$ xcrun agvtool new-version -all 1190 && git commit -am 'Bump build to 1190 [testflight]' && git push
Setting version of project Pocketwise to:
    1190.

Also setting CFBundleVersion key (assuming it exists)

Updating CFBundleVersion in Info.plist(s)...

Updated CFBundleVersion in "Pocketwise.xcodeproj/../Pocketwise/Info.plist" to 1190
Updated CFBundleVersion in "Pocketwise.xcodeproj/../PocketwiseWidget/Info.plist" to 1190
[hotfix/4.2.0-review c62f0a9] Bump build to 1190 [testflight]
 3 files changed, 6 insertions(+), 6 deletions(-)
To github.com:fernleaf/pocketwise-ios.git
   a41c9d2..c62f0a9  hotfix/4.2.0-review -> hotfix/4.2.0-review
Bitrise: workflow release-testflight #5527 triggered (commit c62f0a9, CURRENT_PROJECT_VERSION 1190)"""

c.model("Fixing the export share sheet, then auditing every action sheet / share sheet / popover in the app before bumping to 1190.", [
    ("repo_apply_patch",
     {"repo": "fernleaf/pocketwise-ios", "branch": "hotfix/4.2.0-review",
      "commit_message": "Anchor CSV export share sheet on iPad (found by ExportUITests)",
      "run_checks": ["swiftlint", "build:ios-simulator",
                     "uitest:ExportUITests@iPad Air (5th generation),18.3"],
      "push": True, "patch": EXPORT_PATCH},
     """Patch applied cleanly to hotfix/4.2.0-review (base e81b3f0)
[hotfix/4.2.0-review a41c9d2] Anchor CSV export share sheet on iPad (found by ExportUITests)
 1 file changed, 6 insertions(+), 1 deletion(-)
Checks:
  swiftlint ................................................ 0 violations
  build (Pocketwise, iOS Simulator) ......................... succeeded in 88.7 s
  uitest ExportUITests @ iPad Air (5th generation), 18.3 .... 4 passed, 0 failed
Pushed: origin/hotfix/4.2.0-review e81b3f0..a41c9d2"""),
    ("shell",
     {"cwd": "~/dev/pocketwise-ios",
      "command": "rg -n --type swift -e 'preferredStyle: \\.actionSheet' -e 'UIActivityViewController\\(' -e 'modalPresentationStyle = \\.popover' Pocketwise; rg -n --type swift -A6 -e 'preferredStyle: \\.actionSheet' -e 'UIActivityViewController\\(' -e 'modalPresentationStyle = \\.popover' Pocketwise | rg -e 'sourceView|barButtonItem|sourceItem|present\\('; xcrun agvtool new-version -all 1190 && git commit -am 'Bump build to 1190 [testflight]' && git push"},
     AUDIT)])

c.model("""Done — export fixed (commit `a41c9d2`, `ExportUITests` 4/4 green on the iPad Air 5 sim), build bumped to **1190** (commit `c62f0a9`), Bitrise **#5527** running. Auto-distribution will put 1190 in front of Fernleaf QA once it's processed.

## Popover audit — every presentation site in the app

| Site | What | Anchor | OK? |
|---|---|---|---|
| `ScanEntryViewController.swift:129` | action sheet (Camera / Library) | `sourceView` = scan button — fixed in `3b7e2d4` | ✅ |
| `ExportViewController.swift:73` | CSV share sheet | `sourceView` = export button — fixed in `a41c9d2` | ✅ |
| `ExpenseDetailViewController.swift:212` | receipt share sheet | `barButtonItem` | ✅ |
| `ExpenseListViewController.swift:318` | sort action sheet | `sourceView` = sort button | ✅ |
| `ExpenseFilterSheet.swift:44` | filter popover | `sourceItem` | ✅ |
| `SettingsViewController.swift:311` | Sign out confirmation | `sourceView` = tapped cell | ✅ |
| `ReceiptCropView.swift:64` | Retake / Use photo | `sourceView` = retake button | ✅ |
| `SplitSummaryView.swift:140` | split summary share | `barButtonItem` | ✅ |

Eight presentation sites, all anchored now; the two broken ones were both new in 4.2. The iPad UI suite covers five of them (`testFilterSheet_iPad_popoverAnchored` and `testSignOut_actionSheet_iPad` passed in the earlier run).""")

# ---------------------------------------------------------------- turn 11
c.user("""Hannah got back to me: declare Contacts in the privacy label — purpose App Functionality, Not Linked to the user, not used for tracking. She says it's the conservative reading and costs us nothing. She'll fix §3.4 of the privacy policy herself, by Friday. Go ahead and update the label.""")

i_label = c.model("Updating the App Privacy answers now; this publishes immediately and doesn't need a build.", [
    ("asc_app_privacy_update",
     {"app_id": "1598834217",
      "add": [{"category": "CONTACTS", "data_type": "Contacts", "purposes": ["APP_FUNCTIONALITY"],
               "linked_to_user": False, "used_for_tracking": False}],
      "publish": True,
      "change_note": "4.2 friends matching: SHA-256 hashes of contacts' phone numbers are sent to /v2/friends/match and discarded after the response. Declared conservatively per Legal (Hannah Cho), 2025-03-11."},
     """App Privacy updated — Pocketwise (1598834217)
  Contacts: was NOT DECLARED → now COLLECTED
      purposes: App Functionality
      linked to user: No (Not Linked to You)
      tracking: No
  Other data types: unchanged (11)
  Label revision: 6 (was 5)
  Published: 2025-03-11 17:42 PT (product page updates within ~1 h)
  Note: privacy policy URL unchanged (https://pocketwise.app/privacy)""")])

c.model("""Done. **Contacts** is now declared on the App Privacy label: *App Functionality · Not Linked to You · not used for tracking* (label revision 6, published 17:42 PT).

Remaining gap: privacy policy **§3.4** still says *"Pocketwise never uploads your address book"* until Hannah's edit lands (she said by Friday, March 14). If the reviewer reads the policy before then, label and policy disagree — not a blocker, but worth knowing if they ask.

Next on my side: confirm 1190 processed, then Leo's device test.""")

# ---------------------------------------------------------------- turn 12
i_priya = c.user("""Morning. Leo's out sick today, so Priya Raman is doing the iPad testing instead — she has an iPad Air 5 on 18.3.1, literally the reviewer's setup, which is better anyway. Add her to the QA group if she isn't already (priya.raman@fernleaf.io). Did 1190 land?""")

c.model(None, [
    ("testflight_add_tester",
     {"app_id": "1598834217", "group": "Fernleaf QA", "email": "priya.raman@fernleaf.io",
      "first_name": "Priya", "last_name": "Raman", "send_invite": True},
     """Tester priya.raman@fernleaf.io added to internal group "Fernleaf QA" (now 13 testers)
  invitation sent: 2025-03-12 08:06 PT (TestFlight email)
Builds available to the group:
  4.2.0 (1190)  processing COMPLETE 2025-03-11 18:37 PT (Bitrise #5527)  — delivered by automatic distribution
                installs so far: 2 (maya.okafor@fernleaf.io, rui.santos@fernleaf.io)
  4.2.0 (1189)  available, expires 2025-06-09 — installs: 1 (leo.brandt@fernleaf.io, not opened)""")])

c.model("""Done — Priya is in **Fernleaf QA** (invite sent 08:06 PT), and **1190 landed** last night at 18:37 PT; automatic distribution already put it in the group.

One thing to tell her: 1189 is still listed in TestFlight, so she should make sure she installs **1190**.

### Checklist for Priya (iPad Air 5, iPadOS 18.3.1)

| # | Where | Do | Expect |
|---|---|---|---|
| 1 | Fresh install | Launch | **No** Contacts prompt |
| 2 | Expenses → Scan receipt | Tap | Camera / Photo Library sheet anchored to the button |
| 3 | Settings → Data → Export CSV | Export | Share sheet anchored to the button |
| 4 | Onboarding card → Find friends | Tap → **Allow** | Prompt shows the new text; matched friends listed |
| 5 | Reinstall, repeat 4 → **Don't Allow** | | Manual entry screen (email / phone) |
| 6 | Friends tab → Find friends | Tap | Same behaviour as 4/5 |
| 7 | Split View ⅓ and Stage Manager | Repeat 2 and 3 | No crash |

Coverage gap to be aware of: with Leo out, nobody has run the fixes on **iPadOS 17.7** (his iPad Pro). The anchor fix doesn't depend on the OS version, so I'm not worried, but it is unverified on 17.x.""")

# ---------------------------------------------------------------- turn 13
c.user("""Priya says all green on 1190 — scan, export, find friends with allow and with don't allow, split view, stage manager, the works. Submit 1190 for review. Reply to the reviewer in Resolution Center as well explaining what we changed. Keep it short, no groveling.""")

REPLY1 = """Hello,

Thank you for the review. We have addressed both issues in build 1190:

Guideline 5.1.1 – Contacts access is no longer requested at launch. The app now asks only when the user taps "Find friends"; users who decline can still add friends manually by email or phone number. The purpose string now explains why and how the data is used: "Pocketwise checks your contacts' phone numbers (sent as one-way hashes, never stored) to find friends who already use Pocketwise, so you can split expenses with them in one tap." We have also updated our App Privacy information to declare Contacts.

Guideline 2.1 – The crash when tapping "Scan receipt" on iPad was caused by an action sheet presented without an anchor. This is fixed; we also fixed the same issue in CSV export. Verified on iPad Air (5th generation) with iPadOS 18.3.1.

Best regards,
Maya Okafor
Fernleaf Labs"""

REVIEW_NOTES = """Build 1190 addresses the 4.2.0 rejection (submission a3e9c41f-6b2d-4f0e-9c8a-27d5e1b0f6c4).
Contacts flow: Contacts permission is requested only when the user taps "Find friends" (onboarding card or Friends tab). Declining leads to manual entry by email or phone. Contacts-derived data: phone numbers are normalized and sent as SHA-256 hashes to our server to find existing Pocketwise users; the hashes are discarded after the response.
Demo account: reviewer@pocketwise.app (password unchanged from previous submission)."""

i_submit = c.model("Posting the reply and submitting 1190 with a scheduled release (no earlier than the launch slot).", [
    ("asc_resolution_center_reply",
     {"submission_id": "a3e9c41f-6b2d-4f0e-9c8a-27d5e1b0f6c4", "body": REPLY1},
     """Reply posted to Resolution Center thread "4.2.0"
  message_id: rc_msg_5520931
  posted_at: 2025-03-12 10:16 PT
  attachments: none"""),
    ("asc_submit_for_review",
     {"app_id": "1598834217", "platform": "IOS", "version": "4.2.0", "build": "1190",
      "release_type": "SCHEDULED", "earliest_release_date": "2025-03-20T08:00:00-07:00",
      "review_notes": REVIEW_NOTES, "contact": {"name": "Maya Okafor", "email": "maya.okafor@fernleaf.io"}},
     """New review submission created: 0d7f3b28-9e41-4a6c-b5d2-81c6e4f09a13
  app: Pocketwise (1598834217)   version: 4.2.0
  build: was 1187 → now 1190
  release: was MANUAL → now SCHEDULED (earliest 2025-03-20 08:00 PT)
  review notes: updated (612 chars)
  state: WAITING_FOR_REVIEW
  submitted: 2025-03-12 10:18 PT by forge-bot on behalf of maya.okafor@fernleaf.io
  note: App Privacy was changed 2025-03-11 17:42 PT — the review will use the current label""")])

c.model("""Done.

- **Submitted:** 4.2.0 build **1190**, new submission `0d7f3b28-9e41-4a6c-b5d2-81c6e4f09a13`, state *Waiting for Review* (10:18 PT).
- **Release:** scheduled, **no earlier than March 20, 8:00 AM PT**.
- **Review notes** describe the contacts flow and the hashing; demo account unchanged.
- **Reply posted** in Resolution Center (`rc_msg_5520931`):

> Thank you for the review. We have addressed both issues in build 1190: **5.1.1** – Contacts access is no longer requested at launch … users who decline can still add friends manually … **2.1** – The crash when tapping "Scan receipt" on iPad was caused by an action sheet presented without an anchor. This is fixed; we also fixed the same issue in CSV export. Verified on iPad Air (5th generation) with iPadOS 18.3.1.

If the timing matches the last few reviews, expect an answer between tonight and tomorrow afternoon.""")

# ---------------------------------------------------------------- turn 14
c.user("""That was quick — App Review already came back with a question. Pasting the email:

> Submission ID: 0d7f3b28-9e41-4a6c-b5d2-81c6e4f09a13
> Hello,
> Thank you for your response and the updated build. We are continuing the review of your app. To help us complete it, please clarify the following:
> 1. Does the app share the hashed contact information, or any information derived from the user's contacts, with third parties?
> 2. Can users access the Split feature without granting access to their Contacts?
> Please reply to this message in App Store Connect. Your submission will remain in review.

What do we say? I think 2 is yes but double-check the code.""")

SEARCH2 = """fernleaf/pocketwise-ios @ hotfix/4.2.0-review (c62f0a9) — 11 matches in 6 files

Pocketwise/Features/Split/SplitEditorViewController.swift
  118      @objc private func addParticipantTapped() {
  119          // Participants come from the friend list; contacts are optional
  120:         coordinator.showFriendsPicker(source: .splitEditor, allowsManualEntry: true)
  121      }

Pocketwise/Features/Friends/FriendsPickerViewController.swift
   64      override func viewDidLoad() {
   65          super.viewDidLoad()
   66          sections = [.friends]                                   // existing friends (server friend list)
   67:         if CNContactStore.authorizationStatus(for: .contacts) == .authorized {
   68              sections.append(.contactMatches)                   // only if the user granted access
   69          }
   70:         if allowsManualEntry { sections.append(.addManually) } // "Add by email or phone"
   71      }

Pocketwise/Features/Friends/ManualFriendEntryView.swift
   22:    /// Add a friend by email or phone without any Contacts access.
   23      func submit() async {
   24:         switch input.kind {
   25:         case .email(let email): try? await friends.addFriend(byEmail: email)
   26:         case .phone(let number): try? await friends.addFriend(byPhone: PhoneNumberNormalizer.e164(number))
   27          }
   28      }

Pocketwise/Features/Friends/FriendsMatchService.swift
   22:    private let contactsReader = ContactsReader()   // only used in refreshMatches()
   45:         let request = APIEndpoint.post("/v2/friends/match", body: MatchRequest(hashes: hashes))

Pocketwise/Core/Networking/APIClient.swift
   14      static let baseURL = URL(string: "https://api.pocketwise.app")!

Pocketwise/App/SentryOptions+Pocketwise.swift
   11          options.sendDefaultPii = false
   12          options.enableNetworkBreadcrumbs = true   // URL, method and status code only; no request bodies
   13          options.maxBreadcrumbs = 60"""

c.model("Checking the Split flow and where the hashes can go from the client.", [
    ("repo_search",
     {"repo": "fernleaf/pocketwise-ios", "ref": "hotfix/4.2.0-review",
      "pattern": "showManualFriendEntry|allowsManualEntry|addFriend\\(by|contactsReader|baseURL|sendDefaultPii|NetworkBreadcrumbs",
      "context_lines": 4},
     SEARCH2)])

c.model("""## Q2 — Split without Contacts: **yes**, confirmed in code
- `SplitEditorViewController.addParticipantTapped()` opens the friend picker with `allowsManualEntry: true`.
- The picker always shows existing friends and **"Add by email or phone"**; the contact-matches section appears **only** if access was granted (`FriendsPickerViewController.swift:67`).
- `ManualFriendEntryView` adds by email or phone with no Contacts access at all.

## Q1 — Third parties: **client side is clean, server side needs Rui**
- The app sends the hashes only to our API: `https://api.pocketwise.app/v2/friends/match`.
- Sentry is the only third-party SDK that sees network traffic, and it's configured with `sendDefaultPii = false`; network breadcrumbs record URL, method and status only — **no request bodies**, so no hashes.
- What I can't see from the app: whether the match service hands hashes to any processor (an external lookup API, a hosted search service, etc.). Rui should confirm that before we say "no".

## Draft reply

> Hello,
>
> 1. No. The app sends one-way (SHA-256) hashes of phone numbers from the user's contacts only to our own server, solely to find which contacts already have a Pocketwise account. The hashes are not stored after the response and are not shared with any third party. Our crash-reporting SDK does not receive request contents.
> 2. Yes. Contacts access is optional. In the Split feature users can pick from their existing friends or add a friend manually by email or phone number without granting Contacts access.
>
> Best regards,
> Maya Okafor, Fernleaf Labs

Send once Rui confirms the server side?""")

# ---------------------------------------------------------------- turn 15
i_phased = c.user("""Rui confirms: the match service is ours, runs in our own AWS account, no third-party processors, hashes never leave it. Send it. And turn on phased release for this version — after this mess I don't want 100% of users on day one.""")

REPLY2 = """Hello,

1. No. The app sends one-way (SHA-256) hashes of phone numbers from the user's contacts only to our own server, which runs in our own cloud account, solely to find which contacts already have a Pocketwise account. The hashes are not stored after the response and are not shared with any third party. Our crash-reporting SDK does not receive request contents.

2. Yes. Contacts access is optional. In the Split feature users can pick from their existing friends or add a friend manually by email address or phone number without granting Contacts access.

Best regards,
Maya Okafor
Fernleaf Labs"""

c.model(None, [
    ("asc_resolution_center_reply",
     {"submission_id": "0d7f3b28-9e41-4a6c-b5d2-81c6e4f09a13", "body": REPLY2},
     """Reply posted to Resolution Center thread "4.2.0"
  message_id: rc_msg_5521877
  posted_at: 2025-03-12 13:04 PT
  thread state: awaiting App Review"""),
    ("asc_update_version",
     {"app_id": "1598834217", "version": "4.2.0",
      "phased_release": {"enabled": True, "type": "7_DAY_AUTOMATIC_UPDATES"}},
     """App Store version 4.2.0 updated
  phased release for automatic updates: was OFF → now ON
      schedule: day 1: 1% · day 2: 2% · day 3: 5% · day 4: 10% · day 5: 20% · day 6: 50% · day 7: 100%
      starts when the version is released (scheduled: earliest 2025-03-20 08:00 PT); can be paused up to 30 days
  review state: IN_REVIEW (submission 0d7f3b28-9e41-4a6c-b5d2-81c6e4f09a13) — unaffected by this change""")])

c.model("""Done.

- **Reply sent** (`rc_msg_5521877`, 13:04 PT): no third parties — hashes go only to our own server in our own cloud account and aren't stored; Split works without Contacts via existing friends or manual entry.
- **Phased release on** for 4.2.0: 7-day ramp (1 → 2 → 5 → 10 → 20 → 50 → 100 %), starting when the scheduled release fires on March 20. New downloads still get 4.2.0 right away — phasing only affects automatic updates.
- Submission `0d7f3b28-…` is **In Review**.""")

# ---------------------------------------------------------------- turn 16
c.user("""Good. Post a short status in #ios-release so everyone's on the same page, then I'm signing off — we'll pick this up when Apple answers. Two things to put in there: don't merge hotfix/4.2.0-review back into develop until 4.2.0 is live — Sam Ito is mid-refactor on ScanEntryViewController and wants to do that merge himself. And Lena Vogel should review the German and Spanish contacts strings after launch.""")

SLACK = """*Pocketwise 4.2.0 — App Review status* :apple:
• Rejected Mar 11 (build 1187): 5.1.1 contacts prompt at launch + iPad crash on Scan receipt.
• Fixed on `hotfix/4.2.0-review`: contacts asked only on "Find friends", new purpose string, iPad popover anchors (Scan + CSV export; all 8 presentation sites audited).
• *Build 1190* submitted Mar 12 (submission `0d7f3b28`), currently *In Review*. We answered App Review's follow-up (third parties: no; Split without Contacts: yes).
• Release: *scheduled, no earlier than Thu Mar 20, 8:00 AM PT*, 7-day phased release. Marketing owner: Tomás Rivera.
• App Privacy label now declares Contacts (App Functionality, not linked). Privacy policy §3.4 update: Hannah, by Fri.
:warning: *Do not merge `hotfix/4.2.0-review` into develop until 4.2.0 is live* — Sam Ito is mid-refactor on ScanEntryViewController and will do that merge himself.
:memo: After launch: @Lena Vogel please review the de/es `NSContactsUsageDescription` strings (machine-drafted). Also after launch: fix develop-nightly taking 4.2.0 build numbers.
QA: Priya verified 1190 on iPad Air 5 / iPadOS 18.3.1. Not yet run on iPadOS 17.x."""

c.model(None, [
    ("slack_post_message",
     {"channel": "#ios-release", "text": SLACK, "unfurl_links": False, "as_user": "forge-bot"},
     """Posted to #ios-release (C04QJ7R2M1K)
  ts: 1741811062.442919
  permalink: https://fernleaf.slack.com/archives/C04QJ7R2M1K/p1741811062442919
  mentions resolved: @Lena Vogel (U02LV8K4QPA)""")])

c.model("""Posted to **#ios-release** ([permalink](https://fernleaf.slack.com/archives/C04QJ7R2M1K/p1741811062442919)).

## Where things stand

| | |
|---|---|
| Submission | `0d7f3b28-9e41-4a6c-b5d2-81c6e4f09a13`, 4.2.0 build **1190**, **In Review**; our answer to the follow-up is posted |
| Release | Scheduled, no earlier than **Thu Mar 20, 8:00 AM PT**, 7-day phased release |
| Branch | `hotfix/4.2.0-review` @ `c62f0a9` — not merged anywhere |
| Marketing | Tomás Rivera owns the launch; briefed on thread `18e2c5a1f0b7d3e4` |

## Open / waiting on others
- **App Review** decision on `0d7f3b28-…` (possibly more questions).
- **Privacy policy §3.4** still says "never uploads your address book" until Hannah's edit (due Friday).
- **iPadOS 17.x** not tested on device (Leo out sick); low risk, unverified.

## After launch
- Merge `hotfix/4.2.0-review` → develop: **Sam Ito** does it, only once 4.2.0 is live.
- **Lena Vogel** reviews de/es contacts strings.
- Fix `develop-nightly` grabbing 4.2.0 build numbers.
- Email Tomás when Apple approves (I told him I would).

Have a good evening — ping me when Apple answers.""")

# ================================================================ labels
L = c.label
L("user_goal", "Get Pocketwise 4.2.0 approved after the 5.1.1 + iPad-crash rejection with a minimal fix on a hotfix branch cut from tag v4.2.0-b1187; nothing on main/develop; small change set", ["4.2.0", "v4.2.0-b1187"], 1)
L("fact", "Reviewer hit the crash on iPad Air (5th generation), iPadOS 18.3.1, tapping Scan receipt", ["iPadOS 18.3.1", "Scan receipt"], 3)
L("fact", "Crash cause: NSGenericException, action sheet presented as popover without sourceView at ScanEntryViewController.swift:142 (presentSourcePicker)", ["NSGenericException", "ScanEntryViewController.swift:142"], 7)
L("fact", "Contacts prompt fired at launch from AppDelegate.swift:61 via ContactsPermissionBootstrapper.requestIfNeeded()", ["ContactsPermissionBootstrapper", "AppDelegate.swift:61"], 8)
L("fact", "Friends matching sends SHA-256 hashes of E.164 phone numbers to /v2/friends/match; hashes discarded after response; match service runs in Fernleaf's own AWS account, no third-party processors", ["/v2/friends/match", "AWS account"], i_phased)
L("fact", "Bitrise #5521 upload failed with ITMS-4238: build 1188 for 4.2.0 already uploaded by the bitrise-develop-nightly API key", ["ITMS-4238", "bitrise-develop-nightly"], 25)
L("fact", "iPad UI tests found a second popover crash: CSV export share sheet at ExportViewController.swift:77 (testExportCSV_presentsShareSheet_iPad)", ["ExportViewController.swift:77"], 35)
L("fact", "Priya verified build 1190 on iPad Air 5 / iPadOS 18.3.1: all green (scan, export, find friends allow/deny, split view, stage manager)", ["Priya", "all green"], i_priya + 4)
L("fact", "App Review follow-up on submission 0d7f3b28 asked: are contact hashes shared with third parties; can users use Split without Contacts (answer: no / yes)", ["third parties"], i_priya + 8)
L("decision", "Contacts flow: option A, just-in-time request via new ContactsAccessGate on Find friends; launch-time request removed from AppDelegate", ["ContactsAccessGate"], i_branch)
L("decision", "Keep marketing version 4.2.0 (no 4.2.1); only bump the build number", ["keep 4.2.0"], i_keep)
L("decision", "NSContactsUsageDescription final text (variant 2 with 'split expenses'): '...sent as one-way hashes, never stored... so you can split expenses with them in one tap.'", ["split expenses with them in one tap"], i_plist)
L("decision", "No expedited review request (save it for a real post-launch fire)", ["expedite"], i_mar18 - 2)
L("decision", "Launch moved to Thursday March 20, 8:00 AM PT; release set to SCHEDULED with earliest 2025-03-20 08:00 PT", ["March 20"], i_mar20)
L("decision", "Fix the export share-sheet crash too and ship build 1190 (submitted for review)", ["1190"], i_1190)
L("decision", "App Privacy label: declare Contacts, App Functionality, Not Linked to You, not used for tracking (Hannah/Legal), published as revision 6", ["App Functionality", "Not Linked"], i_label - 1)
L("decision", "Phased release (7-day, automatic updates) enabled for 4.2.0", ["phased release"], i_phased)
L("decision", "Priya Raman (priya.raman@fernleaf.io) replaces Leo as iPad tester; added to TestFlight group Fernleaf QA", ["Priya Raman"], i_priya)
L("pending_action", "Do not merge hotfix/4.2.0-review into develop until 4.2.0 is live; Sam Ito (mid-refactor on ScanEntryViewController) will do that merge himself", ["Sam Ito"], i_phased + 4)
L("pending_action", "After launch: Lena Vogel to review the machine-drafted German and Spanish NSContactsUsageDescription strings", ["Lena Vogel"], i_phased + 4)
L("pending_action", "After launch: fix develop-nightly workflow taking 4.2.0 build numbers (bump develop to 4.3.0 or separate range)", ["develop-nightly"], 25)
L("open_issue", "Awaiting App Review decision on submission 0d7f3b28-9e41-4a6c-b5d2-81c6e4f09a13 (IN_REVIEW) after answering the follow-up questions", ["0d7f3b28"], i_submit + 1)
L("open_issue", "Privacy policy §3.4 still says 'Pocketwise never uploads your address book'; Hannah to correct it by Friday", ["never uploads your address book"], 15)
L("open_issue", "Fixes not verified on iPadOS 17.7 (Leo's iPad Pro) because Leo is out sick", ["iPadOS 17"], i_priya + 3)
L("reference", "Hotfix branch hotfix/4.2.0-review (cut from v4.2.0-b1187)", ["hotfix/4.2.0-review"], i_branch)
L("reference", "App Store Connect app: Pocketwise, Apple ID 1598834217, bundle com.fernleaf.pocketwise", ["1598834217"], 2)
L("reference", "Marketing launch owner Tomás Rivera, tomas.rivera@fernleaf.io (took over from Dana)", ["tomas.rivera@fernleaf.io"], i_mar20)
L("reference", "Reviewer crash log attachment crashlog-8F3D21A7.ips on rejected submission a3e9c41f-6b2d-4f0e-9c8a-27d5e1b0f6c4", ["crashlog-8F3D21A7.ips"], 3)

S = c.stale
S("Launch planned for Thursday March 13 (moved to Tuesday March 18, then March 20)", ["March 13"], i_mar18)
S("Launch moved to Tuesday March 18 (replaced by Thursday March 20, 8:00 AM PT per Dana)", ["March 18"], i_mar20)
S("Proposed shipping the fix as version 4.2.1 (user: keep 4.2.0, build bump only)", ["4.2.1"], i_keep)
S("Hotfix build number 1188 (taken by develop-nightly, ITMS-4238; replaced by 1189)", ["1188"], i_1189)
S("Hotfix build number 1189 (replaced by 1190 after export share-sheet crash)", ["1189"], i_1190)
S("Leo (iPad Pro) as the on-device iPad tester (out sick; replaced by Priya Raman)", ["Leo", "iPad Pro"], i_priya)
S("Dana as marketing owner of the 4.2 launch (on leave; Tomás Rivera took over)", ["Dana", "marketing"], i_mar20)
S("Contacts not declared on the App Privacy label (now declared, revision 6)", ["Contacts", "NOT DECLARED"], i_label + 1)

os.makedirs("/work/blind21/out", exist_ok=True)
c.dump("/work/blind21/out/blind-ios-app-review-rejection.json",
       meta={"domain": "mobile release engineering / App Store review", "language": "en", "author": "author-b"})
