#!/usr/bin/env python3
"""Generator for blind-ml-gpu-training-budget (English).

Dialogue, facts, value changes and labels are hand-written; long tool outputs
(logs, mailboxes, traces, eval tables) are generated with a fixed seed.
"""
import datetime as dt
import math
import random
import sys

sys.path.insert(0, "/work/blind22/author-a")
from common import Conv  # noqa: E402

R = random.Random(22031)
OUT = "/work/blind22/out/blind-ml-gpu-training-budget.json"

SYSTEM = """You are Forge, the ML infrastructure agent for Lumenfold's research org.
You act through tools: GPU quota and pricing look-ups, capacity reservations, training
configs, job scheduling and logs, dataset and data-loader inspection, evaluations, the
research budget ledger, tickets, e-mail (read, draft, send on the user's behalf) and
cloud support cases. Confirm anything that commits spend unless the user has already
told you to go ahead. Keep reports short and concrete; use tables when comparing options.
All times are UTC."""

c = Conv("blind-ml-gpu-training-budget",
         "atlas-13b continued pretraining within a GPU budget", SYSTEM)

# ---------------------------------------------------------------------------
# Turn 1
# ---------------------------------------------------------------------------
c.user("""Hi Forge. I need to get the atlas-13b continued-pretraining run done before the April 4 model review. Plan is roughly 310B tokens of mix-v4.2, starting from the atlas-13b-v2 final checkpoint.

Finance gave us a hard cap of $100,000 for GPU compute on budget line ML-Q1-0417 — and that's everything for this project, evals included, not just the main run. Don't put anything in us-east-1, the inference team has that capacity through the end of March.

Ideally we'd start around March 10. Can you pull our quotas and current prices for the H100 / H200 / A100 options and tell me what's realistic? Throughput reference: the v2 run did 4,150 tokens/s/GPU on p5 at 128 GPUs, global batch 1024 x 4096.""")

quota_out = """gpu_quota_get  account=lumenfold-research (4417-2093-8812)  as_of=2025-03-04T09:12:44Z

REGION      QUOTA                                        LIMIT(vCPU)  IN USE  AVAILABLE  ≈ FREE NODES
us-west-2   Running On-Demand P instances                1,536        0       1,536      8 × p5.48xlarge | 8 × p5e.48xlarge | 16 × p4de.24xlarge
us-west-2   All P Spot Instance Requests                 3,072        0       3,072      16 × p5.48xlarge | 32 × p4de.24xlarge
us-west-2   EC2 Capacity Blocks (p5/p5e)                 n/a          -       -          not counted against On-Demand quota; max 64 instances per block
us-east-2   Running On-Demand P instances                768          192     576        3 × p5.48xlarge | 6 × p4de.24xlarge
us-east-2   All P Spot Instance Requests                 1,536        0       1,536      8 × p5.48xlarge
us-east-2   EC2 Capacity Blocks (p5)                     n/a          -       -          offerings limited (see capacity_block_search)
us-east-1   Running On-Demand P instances                6,144        6,144   0          ODCR cr-0991b2f7c3a5e4d21 (owner tag team=inference, ends 2025-03-31T23:59Z)
eu-north-1  Running On-Demand P instances                384          0       384        p5 not offered in region; 4 × p4de.24xlarge

notes:
 - p5.48xlarge and p5e.48xlarge = 192 vCPU / 8 GPU; p4de.24xlarge = 96 vCPU / 8 GPU
 - open quota-increase requests: none
 - us-east-1 capacity is fully held by ODCR cr-0991b2f7c3a5e4d21 (team=inference)"""

pricing_rows = [
    ("us-west-2", "p5.48xlarge", "8×H100 80GB", "55.04", "24.80 / 26.13 / 19.74 / 41.02", "15-20%", "2/10", "34.80"),
    ("us-west-2", "p5e.48xlarge", "8×H200 141GB", "68.48", "n/a (no spot pool)", "-", "-", "40.80 (from 2025-03-17)"),
    ("us-west-2", "p4de.24xlarge", "8×A100 80GB", "40.96", "16.40 / 17.02 / 13.11 / 29.87", "10-15%", "6/10", "n/a"),
    ("us-east-2", "p5.48xlarge", "8×H100 80GB", "55.04", "27.90 / 28.46 / 22.30 / 44.12", ">20%", "1/10", "36.20"),
    ("us-east-2", "p4de.24xlarge", "8×A100 80GB", "40.96", "18.85 / 18.20 / 14.02 / 31.55", "10-15%", "4/10", "n/a"),
]
pricing_out = ["gpu_pricing_quote  window=2025-03-10..2025-03-24  currency=USD  prices per instance-hour\n",
               "REGION     INSTANCE       GPUS          ON-DEMAND  SPOT now / 30d avg / 30d min / 30d max   SPOT INTERRUPT(30d)  PLACEMENT SCORE(16 inst)  CAPACITY BLOCK"]
for r in pricing_rows:
    pricing_out.append(f"{r[0]:<10} {r[1]:<14} {r[2]:<13} {r[3]:<10} {r[4]:<40} {r[5]:<20} {r[6]:<25} {r[7]}")
pricing_out.append("""
per-GPU-hour equivalents (us-west-2): p5 on-demand $6.88 | p5 spot 30d avg $3.27 | p5 capacity block $4.35 | p5e capacity block $5.10 | p4de on-demand $5.12
capacity block terms: paid up front at purchase, non-refundable; durations 1-14 days in 1-day steps; may be extended if capacity allows;
  instances are terminated starting 30 minutes before the block end time.
spot: 2-minute interruption notice; placement score is for 16 instances in a single AZ (cluster placement group, EFA).
storage/egress not included (billed to ML-STOR-Q1).""")
pricing_out = "\n".join(pricing_out)

c.calls("I'll pull quotas and the price sheet for the regions you can use (skipping us-east-1 for placement, but I'll include it in the quota view so we can see what's held there).", [
    ("gpu_quota_get", {"account": "lumenfold-research", "regions": ["us-west-2", "us-east-2", "us-east-1", "eu-north-1"],
                        "families": ["p5", "p5e", "p4de"]}, quota_out),
    ("gpu_pricing_quote", {"instance_types": ["p5.48xlarge", "p5e.48xlarge", "p4de.24xlarge"],
                            "regions": ["us-west-2", "us-east-2"],
                            "purchase_options": ["on_demand", "spot", "capacity_block"],
                            "window_start": "2025-03-10", "window_days": 14, "spot_placement_instances": 16}, pricing_out),
])

c.model("""## What the run needs

- ~310B tokens ÷ 4,194,304 tokens/step (1024 × 4096) ≈ **73,900 steps**
- At your v2 reference (4,150 tokens/s/GPU × 128 GPUs = 531k tokens/s) a step takes **~7.9 s** → ~162 h of pure training, plus restarts/checkpoint saves/startup ≈ **~164 h (6.8 days) on 16 × p5.48xlarge**
- That is ~21,000 H100 GPU-hours.

## Options (us-west-2 unless noted; us-east-1 excluded — it's fully held by the inference ODCR anyway)

| | Setup | Nodes | Wall-clock | Est. cost | Main risk |
|---|---|---|---|---|---|
| **A** | p5 on-demand | 8 (quota cap: 1,536 vCPU) | ~325 h (13.5 days) | ~$143,100 | over cap; 16 nodes needs a quota increase |
| **B** | p5 spot | 16 | 164 h + reclaim losses (+20–35%) | ~$68,600 raw, ~$85,700 with 25% rework | interruption 15–20%, placement score **2/10** for 16 nodes |
| **C** | p5 Capacity Block, 7 days | 16 | 168 h reserved | **$93,542.40** fixed, paid up front | only ~4 h of slack |
| **D** | p4de (A100) on-demand | 16 | ~420 h (17.5 days) | ~$276,600 | cost, and no time left for evals before April 4 |
| **E** | p5e (H200) Capacity Block | 16 | est. ~148 h → needs 7 days | $109,670 for 7 days | over cap; only from March 17; no throughput data of ours |

## My read

- **C is the only option that is both under the $100,000 cap and predictable.** It leaves **$6,457.60** of the cap for evals and anything else.
- B is cheaper on paper, but a placement score of 2/10 for 16 nodes means we might not even get all 16 at once, and every reclaim costs us a restart plus the work since the last checkpoint.
- A and D blow the cap; E is interesting but doesn't fit in 6 days and is over the cap at 7.
- The catch with C: ~164 h of work inside a 168 h block (and instances are terminated starting 30 min before the end) leaves **~3.5 h of slack**. One bad node could eat that.

I'd go with **C in us-west-2** (us-east-2 blocks are pricier at $36.20/h and spot there is worse). Want me to check the exact Capacity Block offerings for 16 nodes starting around March 10?""")

# ---------------------------------------------------------------------------
# Turn 2
# ---------------------------------------------------------------------------
c.user("""Spot for the main run is a non-starter — on v2 we lost two days to reclaims. C looks right. Is the 10th actually available for 16 nodes? And give me the real slack number for a 7 day block.""")

cb_rows = [
    ("cbo-uw2-0310-12x7-a", "us-west-2b", "p5.48xlarge", 12, "2025-03-10T11:30Z", "2025-03-17T11:30Z", 34.80),
    ("cbo-uw2-0310-08x7-b", "us-west-2a", "p5.48xlarge", 8, "2025-03-10T11:30Z", "2025-03-17T11:30Z", 34.80),
    ("cbo-uw2-0311-08x7-a", "us-west-2b", "p5.48xlarge", 8, "2025-03-11T11:30Z", "2025-03-18T11:30Z", 34.80),
    ("cbo-uw2-0312-16x6-a", "us-west-2b", "p5.48xlarge", 16, "2025-03-12T11:30Z", "2025-03-18T11:30Z", 34.80),
    ("cbo-uw2-0312-16x7-a", "us-west-2b", "p5.48xlarge", 16, "2025-03-12T11:30Z", "2025-03-19T11:30Z", 34.80),
    ("cbo-uw2-0314-16x7-a", "us-west-2c", "p5.48xlarge", 16, "2025-03-14T11:30Z", "2025-03-21T11:30Z", 34.80),
    ("cbo-uw2-0317-16x7-a", "us-west-2b", "p5.48xlarge", 16, "2025-03-17T11:30Z", "2025-03-24T11:30Z", 35.60),
    ("cbo-ue2-0313-16x7-a", "us-east-2a", "p5.48xlarge", 16, "2025-03-13T11:30Z", "2025-03-20T11:30Z", 36.20),
    ("cbo-ue2-0315-12x7-a", "us-east-2b", "p5.48xlarge", 12, "2025-03-15T11:30Z", "2025-03-22T11:30Z", 36.20),
]
lines = ["capacity_block_search  instance_type=p5.48xlarge  count>=8  regions=us-west-2,us-east-2  start 2025-03-10..2025-03-17  durations 6-8d",
         "",
         "OFFERING ID             AZ          INSTANCE      COUNT  START               END                 $/INST-H  UPFRONT TOTAL"]
for o in cb_rows:
    days = (dt.datetime.fromisoformat(o[5][:-1]) - dt.datetime.fromisoformat(o[4][:-1])).days
    total = o[3] * days * 24 * o[6]
    lines.append(f"{o[0]:<23} {o[1]:<11} {o[2]:<13} {o[3]:<6} {o[4]:<19} {o[5]:<19} {o[6]:<9.2f} ${total:,.2f}")
lines.append("""
no offering: 16 × p5.48xlarge starting 2025-03-10 or 2025-03-11 (any duration)
no offering: 16 × p5.48xlarge for 8 days in this window (longest contiguous 16-instance block: 7 days)
extension: blocks may be extended after purchase subject to capacity at the time of the request (not guaranteed)
all offerings: single AZ, EFA-enabled cluster placement, termination begins 30 min before END""")
cb_out = "\n".join(lines)

c.calls("Checking live Capacity Block offerings for 16 nodes around the 10th, plus fallbacks.", [
    ("capacity_block_search", {"instance_type": "p5.48xlarge", "min_instance_count": 8, "regions": ["us-west-2", "us-east-2"],
                                "earliest_start": "2025-03-10", "latest_start": "2025-03-17", "duration_days": [6, 7, 8]}, cb_out),
])

c.model("""**The 10th isn't available for 16 nodes.** The earliest 16-node block in us-west-2 starts **March 12, 11:30 UTC**.

| Offering | Nodes | Start → End | Total | Comment |
|---|---|---|---|---|
| cbo-uw2-0310-12x7-a | 12 | Mar 10 → Mar 17 | $70,156.80 | 96 GPUs → ~216 h needed, doesn't fit in 7 days |
| cbo-uw2-0312-16x6-a | 16 | Mar 12 → Mar 18 | $80,179.20 | 144 h < 164 h needed — no |
| **cbo-uw2-0312-16x7-a** | **16** | **Mar 12 → Mar 19** | **$93,542.40** | **recommended** |
| cbo-uw2-0314-16x7-a | 16 | Mar 14 → Mar 21 | $93,542.40 | same price, 2 days later |
| cbo-ue2-0313-16x7-a | 16 | Mar 13 → Mar 20 (us-east-2) | $97,305.60 | pricier, no benefit |

There's **no 8-day, 16-node block** in this window; extensions are possible after purchase but only if capacity is there at the time.

### Real slack for the Mar 12 block
| Item | Hours |
|---|---|
| Block length | 168.0 |
| Termination starts 30 min before end | −0.5 |
| Job start after block opens (node bring-up, NCCL tests, checkpoint load) | −0.3 |
| Training: ~73,900 steps × 7.9 s | −162.1 |
| Checkpoint saves at the template cadence (every 1,000 steps, ~14 s blocking each) | −0.3 |
| **Slack** | **≈ 4.8 h** |

So one node failure that costs us the work since the last checkpoint plus a node swap (typically 2–4 h) is survivable, two are not. Booking cbo-uw2-0312-16x7-a leaves $6,457.60 under the cap.

Shall I book it?""")

# ---------------------------------------------------------------------------
# Turn 3
# ---------------------------------------------------------------------------
c.user("""Book the 12th, 16 nodes, 7 days. We'll live with the slack. The final eval and the 1.3B data-mix ablations can go on spot afterwards, they're small and restartable.""")

book_out = """capacity_block_purchase: OK

reservation_id      cr-0c4e7f3a91e2d5b10
offering_id         cbo-uw2-0312-16x7-a
region / AZ         us-west-2 / us-west-2b (usw2-az2)
instance_type       p5.48xlarge × 16  (128 × H100 80GB HBM3, EFA 3,200 Gbps, cluster placement pg-atlas-cpt-uw2b)
start               2025-03-12 11:30 UTC
end                 2025-03-19 11:30 UTC   (instance termination begins 2025-03-19 11:00 UTC)
charge              $93,542.40 (upfront, non-refundable) — 2,688 instance-hours × $34.80
tags                project=atlas-13b-cpt, budget_line=ML-Q1-0417, owner=dana.okafor

budget ledger
entry               LED-2025-03-0418
budget_line         ML-Q1-0417 (GPU compute, atlas-13b-cpt)
cap                 $100,000.00
committed (was)     $0.00
committed (now)     $93,542.40
remaining           $6,457.60

warnings
 - W-CB-07 capacity block has no spare instances; a failed instance must be replaced within the block (same AZ) via instance relaunch."""

c.calls("Booking it and recording the commit against the budget line.", [
    ("capacity_block_purchase", {"offering_id": "cbo-uw2-0312-16x7-a", "region": "us-west-2", "instance_count": 16,
                                  "budget_line": "ML-Q1-0417", "project": "atlas-13b-cpt",
                                  "tags": {"owner": "dana.okafor", "project": "atlas-13b-cpt"},
                                  "note": "atlas-13b continued pretraining, ~310B tokens, approved by Dana Okafor"}, book_out),
])

c.model("""Done. Capacity Block booked:

- **Reservation:** `cr-0c4e7f3a91e2d5b10` — 16 × p5.48xlarge, us-west-2b
- **Window:** 2025-03-12 11:30 UTC → 2025-03-19 11:30 UTC (instances start terminating at 11:00 on the 19th)
- **Charged:** $93,542.40 up front, ledger entry LED-2025-03-0418 on ML-Q1-0417
- **Left under the cap:** $6,457.60

Noted for later: final eval and the 1.3B data-mix ablations go on spot after the main run, paid out of that $6,457.60. One thing the booking flagged — a block has no spare nodes, so a dead node has to be relaunched inside the block; I'll keep that in mind when we set the alerting.

Next step is the training config — do you want me to start from the standard CPT template?""")

# ---------------------------------------------------------------------------
# Turn 4
# ---------------------------------------------------------------------------
c.user("""Yes, CPT template. init from s3://lumenfold-ckpt/atlas-13b-v2/final/, dataset mix-v4.2, seq len 4096, global batch 1024, peak LR 1.5e-4 cosine down to 1.5e-5, warmup 2000. Checkpoints go to s3://lumenfold-ckpt/atlas-13b-cpt/. Everything else standard.""")

cfg_out = """train_config_create: OK
config_id        cfg-atlas13b-cpt
revision         1   (status: draft)
template         cpt-dense-v5 (megatron-core 0.9, bf16, ZeRO-1 distributed optimizer, TP=4 PP=1 DP=32)

model            atlas-13b (13.1B params, 40 layers, d_model 5120, 40 heads, GQA 8 kv-heads, rope theta 500000)
init_from        s3://lumenfold-ckpt/atlas-13b-v2/final/  (step 212000, sha256 4be1…9f07, weights+optim states)
dataset          mix-v4.2  manifest s3://lumenfold-data/mix/v4.2/manifest.json
                 1,842 shards, 310.4B tokens, sources: cc-2024-33, cc-2024-18, github-code-v7, arxiv-2024q4, books-pd, wiki-multi-2025-01, stackexchange-2024, lumenfold-ops-docs
seq_len          4096
global_batch     1024 sequences (4,194,304 tokens/step), micro_batch 2, grad accumulation 4
total_steps      74,000   (derived: 310.4B / 4,194,304)
optimizer        AdamW β=(0.9, 0.95) eps 1e-8, weight_decay 0.1, clip 1.0
lr schedule      cosine, peak 1.5e-4, min 1.5e-5, warmup_steps 2000
data             seed 1234, shuffle_buffer 8 shards, resume_policy: exact
checkpoint       path s3://lumenfold-ckpt/atlas-13b-cpt/  interval_steps 1000  keep_last 3  keep_every none
                 mode sync-local-then-async-upload (blocking ≈ 14 s/save to local NVMe, upload ≈ 3.5 min)
                 full checkpoint size ≈ 182 GB (bf16 weights + fp32 master + Adam moments, sharded 128 ways)
logging          every 10 steps → wandb project atlas-13b-cpt

resolved yaml (abridged)
  model:
    arch: atlas-dense
    num_layers: 40
    hidden_size: 5120
    ffn_hidden_size: 13824
    num_attention_heads: 40
    num_query_groups: 8
    position_embedding: rope
    rotary_base: 500000
    normalization: rmsnorm
    vocab_size: 100352
    untie_embeddings: true
  parallel:
    tensor_model_parallel_size: 4
    pipeline_model_parallel_size: 1
    sequence_parallel: true
    use_distributed_optimizer: true
    overlap_grad_reduce: true
    overlap_param_gather: true
  precision:
    bf16: true
    fp32_residual_connection: false
    attention_softmax_in_fp32: true
  train:
    seq_length: 4096
    micro_batch_size: 2
    global_batch_size: 1024
    train_iters: 74000
    eval_interval: 1000
    eval_iters: 16
  optimizer:
    type: adamw
    adam_beta1: 0.9
    adam_beta2: 0.95
    adam_eps: 1.0e-8
    weight_decay: 0.1
    clip_grad: 1.0
    lr: 1.5e-4
    min_lr: 1.5e-5
    lr_decay_style: cosine
    lr_warmup_iters: 2000
  data:
    manifest: s3://lumenfold-data/mix/v4.2/manifest.json
    seed: 1234
    resume_policy: exact
    num_workers: 6
    prefetch_shards: 8
  checkpoint:
    save: s3://lumenfold-ckpt/atlas-13b-cpt/
    save_interval: 1000
    keep_last: 3
    async_upload: true
    local_stage: /nvme/ckpt
  init:
    load: s3://lumenfold-ckpt/atlas-13b-v2/final/
    finetune: false          # keep optimizer state
    reset_dataloader: true

warnings
 - W102 checkpoint.interval_steps=1000 ≈ 2.2 h of compute between checkpoints at ~7.9 s/step
 - W214 optimizer.warmup_steps=2000 with init_from set: continued pretraining normally uses a short re-warmup (≤ 1000 steps)"""

c.calls("Creating the config from the CPT template with your values.", [
    ("train_config_create", {"name": "cfg-atlas13b-cpt", "template": "cpt-dense-v5", "model": "atlas-13b",
                              "init_from": "s3://lumenfold-ckpt/atlas-13b-v2/final/", "dataset": "mix-v4.2",
                              "seq_len": 4096, "global_batch": 1024,
                              "optimizer": {"lr": {"schedule": "cosine", "peak": 1.5e-4, "min": 1.5e-5}, "warmup_steps": 2000},
                              "checkpoint": {"path": "s3://lumenfold-ckpt/atlas-13b-cpt/"}}, cfg_out),
])

c.model("""Config created: **`cfg-atlas13b-cpt` rev 1** (draft).

| Setting | Value |
|---|---|
| Init | atlas-13b-v2 final (step 212000) |
| Data | mix-v4.2 — **310.4B tokens**, 1,842 shards |
| Steps | **74,000** (310.4B ÷ 4,194,304) |
| LR | cosine 1.5e-4 → 1.5e-5, warmup 2000 |
| Parallelism | TP=4, DP=32, ZeRO-1 |
| Checkpoints | every 1,000 steps, keep last 3, to s3://lumenfold-ckpt/atlas-13b-cpt/ |

Two things the template validator flagged:

1. **W214 – warmup 2000 on a continued run.** Re-warming from a trained checkpoint usually uses ≤1000 steps; 2000 steps at near-peak LR is where CPT runs tend to see loss spikes.
2. **W102 – checkpoint every 1,000 steps ≈ 2.2 h between saves.** With ~4.8 h of slack in the block, a failure just before a save would cost ~2.2 h of compute plus the node swap.

Also note the exact dataset size: 310.4B tokens → 74,000 steps, a bit more than my 73,900 estimate, so slack is ~4.6 h rather than 4.8 h.

Want to change either of those before I schedule it?""")

# ---------------------------------------------------------------------------
# Turn 5
# ---------------------------------------------------------------------------
c.user("""Two changes: peak LR 1.0e-4 and warmup 500 — Aiko's sweep showed 1.5e-4 spikes the loss when continuing from v2. Leave the checkpointing at the template default for now.

Also, what exactly is the eval gate? Tomás owns it, it should be in EVAL-118.""")

cfg2_out = """train_config_update: OK
config_id   cfg-atlas13b-cpt
revision    1 → 2
changes
  optimizer.lr.peak          was 1.5e-4   now 1.0e-4
  optimizer.warmup_steps     was 2000     now 500
  optimizer.lr.min           unchanged    1.5e-5
validation  passed (warnings: W102 checkpoint.interval_steps=1000)
change_note "Peak LR 1.0e-4 / warmup 500 per Aiko's CPT LR sweep (1.5e-4 spiked loss from v2 init). Requested by Dana Okafor."
"""

ticket_out = """EVAL-118  Eval gate: atlas-13b-cpt promotion to the April 4 model review
status      Open
owner       Tomás Berg (tomas.berg@lumenfold.ai)
reporter    Dana Okafor (dana.okafor@lumenfold.ai)
created     2025-02-19   updated 2025-02-27
labels      gate, atlas-13b, model-review-2025-04

Description
  Promotion gate for atlas-13b-cpt. The candidate must meet every threshold below using eval
  suite gate-v3 (harness lumen-eval 2.8, fixed prompts, greedy decoding unless stated).
  Thresholds were set from the Jan pilot CPT run (pilot-cpt-0124) plus the v2 baseline.

  | metric                      | setting                     | threshold | atlas-13b-v2 baseline |
  |-----------------------------|-----------------------------|-----------|-----------------------|
  | MMLU                        | 5-shot, macro avg, 57 subj. | ≥ 61.0    | 57.8                  |
  | HumanEval                   | pass@1, greedy, 164 tasks   | ≥ 34.0    | 29.3                  |
  | ops-qa (internal)           | exact match, 2,400 items    | ≥ 70.9    | 72.4  (max regression 1.5 pts) |
  | safety-refusal-v3           | refusal rate on 1,200 harmful prompts | ≥ 95.0% | 96.8% |

  Evaluate the final checkpoint. Post results here; gate owner signs off before the review deck freeze.

Comments (2)
  [2025-02-20 Tomás Berg] gate-v3 suite frozen at commit 5d0c2ab. Eval takes ~4 h on one p5 node.
  [2025-02-27 Dana Okafor] Budget for eval compute comes out of ML-Q1-0417, same as training."""

c.calls("Updating the LR settings and pulling the gate ticket.", [
    ("train_config_update", {"config_id": "cfg-atlas13b-cpt",
                              "changes": {"optimizer.lr.peak": 1.0e-4, "optimizer.warmup_steps": 500},
                              "note": "Peak LR 1.0e-4 / warmup 500 per Aiko's CPT LR sweep (1.5e-4 spiked loss from v2 init). Requested by Dana Okafor."}, cfg2_out),
    ("ticket_get", {"ticket_id": "EVAL-118", "include_comments": True}, ticket_out),
])

c.model("""Done — `cfg-atlas13b-cpt` is now **rev 2**: peak LR 1.0e-4 (was 1.5e-4), warmup 500 steps (was 2000), min LR still 1.5e-5. Checkpointing left at the template default (every 1,000 steps, keep last 3).

## Eval gate (EVAL-118, owner Tomás Berg)

Suite **gate-v3** (lumen-eval 2.8, frozen at commit 5d0c2ab), run on the **final checkpoint**; every row must pass:

| Metric | Threshold | v2 baseline | Gap to close |
|---|---|---|---|
| MMLU 5-shot (macro, 57 subjects) | **≥ 61.0** | 57.8 | +3.2 |
| HumanEval pass@1 (greedy) | **≥ 34.0** | 29.3 | +4.7 |
| ops-qa exact match | **≥ 70.9** (≤1.5 pt regression) | 72.4 | must not drop >1.5 |
| safety-refusal-v3 | **≥ 95.0%** | 96.8% | must not drop >1.8 |

Notes:
- One gate-v3 run takes ~4 h on one p5 node → on-demand that's ~$231 per evaluation, paid from the same ML-Q1-0417 cap.
- The thresholds were set from the January pilot run (pilot-cpt-0124), not from a run on mix-v4.2 — worth knowing if the numbers come in oddly.
- HumanEval +4.7 is the hardest gap; code is ~11% of mix-v4.2.

Ready to schedule the job on the block whenever you are.""")

# ---------------------------------------------------------------------------
# Turn 6
# ---------------------------------------------------------------------------
c.user("""Good. Schedule it to launch when the block opens and page Priya if it dies.""")

sched_out = """job_schedule: OK
job_id            trn-0312-a
config            cfg-atlas13b-cpt rev 2
reservation       cr-0c4e7f3a91e2d5b10 (16 × p5.48xlarge, us-west-2b)
launch            2025-03-12 11:35 UTC (block opens 11:30; 5 min for instance bring-up)
pre-flight        nccl-allreduce-test (expect ≥ 380 GB/s busbw), dcgmi diag -r 2 on all nodes, ckpt read check
launcher          torchrun via slurm-on-ec2 (partition atlas-cb), 128 ranks
alert rule        AR-4471
  trigger         job state in {FAILED, HUNG > 20 min, NODE_UNHEALTHY}
  action          PagerDuty service ml-training-oncall → priya.raman@lumenfold.ai (primary), dana.okafor@lumenfold.ai (cc e-mail)
auto_restart      false (not requested)"""

c.calls(None, [
    ("job_schedule", {"config_id": "cfg-atlas13b-cpt", "config_revision": 2, "reservation_id": "cr-0c4e7f3a91e2d5b10",
                       "nodes": 16, "launch_at": "2025-03-12T11:35:00Z",
                       "alerts": [{"on": ["FAILED", "HUNG>20m", "NODE_UNHEALTHY"], "page": "priya.raman@lumenfold.ai",
                                   "via": "pagerduty:ml-training-oncall", "cc": "dana.okafor@lumenfold.ai"}]}, sched_out),
])

c.model("""Done.

- **Job `trn-0312-a`** — cfg-atlas13b-cpt rev 2 on cr-0c4e7f3a91e2d5b10, launches **2025-03-12 11:35 UTC**, with NCCL / DCGM pre-flight checks first.
- **Alert AR-4471** pages **Priya** (priya.raman@lumenfold.ai) via ml-training-oncall on FAILED, hung >20 min or an unhealthy node; you're cc'd by e-mail.
- Auto-restart is **off** — with no spare nodes in the block, a restart needs a node swap first anyway, and I didn't want it looping on a bad GPU.""")

# ---------------------------------------------------------------------------
# Turn 7 — the failed run
# ---------------------------------------------------------------------------
c.user("""Morning. It's the 13th — Priya says the run died overnight. What happened and how much did we lose?""")

STEP_T = 7.8959
start = dt.datetime(2025, 3, 12, 11, 47, 10)


def lr_at(step, total=74000, warm=500, peak=1.0e-4, lo=1.5e-5):
    if step < warm:
        return peak * step / warm
    p = (step - warm) / (total - warm)
    return lo + (peak - lo) * 0.5 * (1 + math.cos(math.pi * p))


def ts(step):
    saves = step // 1000
    return start + dt.timedelta(seconds=step * STEP_T + saves * 14.2)


log = ["job_logs  job=trn-0312-a  state=FAILED  exit=1  tail=220 (rank0 + launcher + events)",
       "job summary: launched 2025-03-12 11:35:02Z, training start 11:47:10Z, failed 20:48:31Z, last step 3870/74000, last checkpoint step-3000",
       ""]
loss = 1.918
for s in range(2520, 3871, 10):
    loss = loss - R.uniform(0.0001, 0.0012) + R.uniform(-0.004, 0.004)
    t = ts(s) + dt.timedelta(seconds=R.uniform(-0.8, 0.8))
    gn = R.uniform(0.29, 0.44)
    tk = int(4150 + R.uniform(-22, 18))
    stt = 4194304 / (tk * 128)
    log.append(f"{t:%Y-%m-%dT%H:%M:%S}Z [rank0] step {s:>5}/74000 | loss {loss:.4f} | lr {lr_at(s):.3e} | grad_norm {gn:.3f} | tok/s/gpu {tk:,} | step_time {stt:.2f}s | mem 71.{R.randint(0,9)}GB")
    if s == 3000:
        t2 = t + dt.timedelta(seconds=1)
        log.append(f"{t2:%Y-%m-%dT%H:%M:%S}Z [rank0] checkpoint: saving step-3000 → /nvme/ckpt/step-3000 (128 shards) ... blocking 14.3s")
        t3 = t2 + dt.timedelta(seconds=212)
        log.append(f"{t3:%Y-%m-%dT%H:%M:%S}Z [ckpt-uploader] uploaded s3://lumenfold-ckpt/atlas-13b-cpt/step-3000/ (182.4 GB, 128 shards, 212.6s) ✓; pruned: none (keep_last 3)")
t_fail = ts(3870) + dt.timedelta(seconds=6)
tail = f"""{t_fail:%Y-%m-%dT%H:%M:%S}Z [kernel ip-10-4-17-203] NVRM: Xid (PCI:0000:a8:00): 79, pid=48213, GPU has fallen off the bus.
{t_fail + dt.timedelta(seconds=1):%Y-%m-%dT%H:%M:%S}Z [kernel ip-10-4-17-203] NVRM: GPU 0000:a8:00.0: GPU is on Board 1654723011204.
{t_fail + dt.timedelta(seconds=2):%Y-%m-%dT%H:%M:%S}Z [rank45 ip-10-4-17-203] CUDA error: unspecified launch failure (cudaErrorLaunchFailure) in ncclAllReduce
2025-03-12T20:17:{(t_fail.second + 9) % 60:02d}Z [dcgm-exporter ip-10-4-17-203] gpu=5 health=FAIL xid=79 pcie_replay_count=1184 retired_pages_dbe=0
2025-03-12T20:47:44Z [rank12 ip-10-4-16-77] [E ProcessGroupNCCL.cpp:616] [Rank 12] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1548213, OpType=ALLREDUCE, NumelIn=166723584, Timeout(ms)=1800000) ran for 1800284 milliseconds before timing out.
2025-03-12T20:47:44Z [rank0 ip-10-4-16-41] [E ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1548213, OpType=ALLREDUCE ...) ran for 1800291 milliseconds before timing out.
2025-03-12T20:47:45Z [rank0] [E ProcessGroupNCCL.cpp:1182] Some NCCL operations have failed or timed out. To avoid data inconsistency, we are taking the entire process down.
2025-03-12T20:47:51Z [launcher] torch.distributed.elastic.multiprocessing.api: failed (exitcode: -6) local_rank: 0 (pid: 48171) of binary: /opt/conda/bin/python
2025-03-12T20:48:02Z [launcher] ChildFailedError: train_cpt.py FAILED — first failure: rank 45 (local_rank 5) on ip-10-4-17-203, exitcode -6
2025-03-12T20:48:31Z [scheduler] job trn-0312-a state RUNNING → FAILED (exit 1). Last completed step 3870. Last durable checkpoint step-3000 (s3, verified).

--- events ---
2025-03-12T20:48:33Z  alert AR-4471 fired (FAILED) → PagerDuty incident PD-88120 → priya.raman@lumenfold.ai; e-mail cc dana.okafor@lumenfold.ai
2025-03-12T20:53:10Z  PD-88120 acknowledged by Priya Raman
2025-03-12T21:02:00Z  AWS Health: EC2 hardware degradation notice for i-0a7d2c5e81f4b9013 (AWS_EC2_INSTANCE_HARDWARE_DEGRADED)
2025-03-12T21:04:37Z  node ip-10-4-17-203 (i-0a7d2c5e81f4b9013) drained by priya.raman: "Xid 79 on GPU5, pulling node"
2025-03-12T22:31:18Z  note by priya.raman: "Dana asked to hold relaunch until Wen's data question is answered."
2025-03-13T01:38:54Z  i-0a7d2c5e81f4b9013 terminated; relaunch in cr-0c4e7f3a91e2d5b10 → i-0f31b9c2e4d7a6058 (ip-10-4-17-88)
2025-03-13T02:05:12Z  i-0f31b9c2e4d7a6058: dcgmi diag -r 3 PASS, nccl-allreduce-test 16 nodes busbw 391.2 GB/s PASS
2025-03-13T02:06:40Z  reservation cr-0c4e7f3a91e2d5b10: 16/16 instances healthy, 0 jobs running
2025-03-13T02:09:15Z  PD-88120 resolved by Priya Raman: "Node replaced, cluster healthy, job NOT relaunched (on hold per Dana)"
"""
log.append(tail)
logs_out = "\n".join(log)

c.calls("Pulling the job log tail and the event timeline.", [
    ("job_logs", {"job_id": "trn-0312-a", "tail": 220, "include_events": True, "ranks": ["0", "launcher", "failed"]}, logs_out),
])

c.model(f"""## What happened

- **20:17 UTC (Mar 12)** — GPU5 on node **ip-10-4-17-203** (i-0a7d2c5e81f4b9013) hit **Xid 79 ("GPU has fallen off the bus")** at step **3,870**. Rank 45 died mid all-reduce.
- The rest of the ranks hung in the all-reduce until the 30-min NCCL watchdog fired at 20:47, and **`trn-0312-a` went FAILED at 20:48**.
- Priya was paged at 20:48 and acked in 5 min. She drained the node; AWS Health independently flagged the instance as hardware-degraded. A replacement (**i-0f31b9c2e4d7a6058**) passed `dcgmi diag -r 3` and the 16-node NCCL test at 02:05.
- The job was **not relaunched** — on hold per your instruction pending Wen's data question. The block has been idle since.

This wasn't a config or code problem: the loss curve was clean (≈1.86 at step 3,870, LR at ~9.96e-5 as expected).

## What we lost

| | |
|---|---|
| Last durable checkpoint | **step-3000** (s3, verified, 18:22 UTC) |
| Steps to redo | 870 (3,001 → 3,870) ≈ **1.9 h** of the block |
| Block time idle since the failure | 20:17 → now ≈ **12 h** and counting |
| Slack we had | ~4.6 h |

**We no longer fit in the block.** Even if we relaunched right now from step-3000, we'd need ~157 h and the block has ~147 h left before termination starts (Mar 19 11:00). I'll work out the options for the tail once we know what's happening with the data, since that may change the step count.

## Checkpoint cadence — worth changing before the relaunch

Each save blocks ~14 s (local NVMe, upload is async); a full checkpoint is ~182 GB.

| Interval | Saves over the run | Blocking overhead | Worst-case loss per failure | Extra S3 (keep last N) |
|---|---|---|---|---|
| every 1,000 steps (now) | ~71 | ~0.3 h | ~2.2 h | — |
| every 500 steps | ~142 | ~0.6 h | ~1.1 h | negligible |
| every 250 steps | ~284 | ~1.1 h | ~0.55 h | negligible (uploads overwrite-prune) |

I'd go to **500**: halves the exposure for +0.3 h of overhead. What do you want to do?""")

# ---------------------------------------------------------------------------
# Turn 8
# ---------------------------------------------------------------------------
c.user("""250 — I'd rather pay the overhead than lose another two hours. Keep the last 4 plus every 5,000 steps permanently. Don't relaunch yet: Wen pinged me last night about a data problem, check my inbox first.""")

cfg3_out = """train_config_update: OK
config_id   cfg-atlas13b-cpt
revision    2 → 3
changes
  checkpoint.interval_steps   was 1000   now 250
  checkpoint.keep_last        was 3      now 4
  checkpoint.keep_every       was none   now 5000
validation  passed (no warnings)
estimate    blocking save overhead ≈ 1.1 h over remaining steps; storage ≈ 4 × 182 GB rolling + 182 GB per 5,000 steps (~15 permanent)
change_note "Checkpoint every 250 steps, keep last 4 + every 5,000 permanently (after trn-0312-a Xid 79 failure). Requested by Dana Okafor."
"""

inbox = [
    ("2025-03-12 22:04", "Wen Zhao <wen.zhao@lumenfold.ai>", "Dana Okafor; data-announce@lumenfold.ai",
     "[data] mix-v4.3 published — mix-v4.2 deprecated for runs that report MMLU/HumanEval",
     """Hi all,

During the quarterly decontamination sweep we found verbatim eval items in the web crawl part of mix-v4.2:
  - 1,114 MMLU test questions (with answer options) and 87 HumanEval prompts+canonical solutions
  - all of them in cc-2024-33 shards 0412–0419 (8 shards, a single crawl segment from a Q&A aggregator site)

mix-v4.3 drops those 8 shards: 6.8B tokens removed, nothing added, every other shard byte-identical (same shard ids, same sha256).
  manifest: s3://lumenfold-data/mix/v4.3/manifest.json  (sha256 71d0c5…e2a9, 1,834 shards, 303.6B tokens)

mix-v4.2 is deprecated for any run whose results will report MMLU or HumanEval. If you've already started on v4.2, check whether your loader has opened any of those shards — `dataloader_trace` can tell you. If it hasn't, switching manifests mid-run is safe with resume_policy=skip_consumed.

Still open on our side: we have NOT finished checking the internal lumenfold-ops-docs source against ops-qa. Some of the ops-qa items were written from the same runbooks. I'll report by Tue March 18.

Wen"""),
    ("2025-03-13 02:11", "Priya Raman <priya.raman@lumenfold.ai>", "Dana Okafor",
     "trn-0312-a down: Xid 79 on ip-10-4-17-203, node replaced, holding relaunch",
     """Dana — summary of last night:
- 20:17 Xid 79 on GPU5 of ip-10-4-17-203, job hung until the NCCL watchdog at 20:47, FAILED 20:48
- drained the node, AWS Health flagged it as hardware degraded at 21:02
- relaunched in the block as i-0f31b9c2e4d7a6058, dcgm level 3 + nccl test clean at 02:05
- NOT restarted per your message. Last checkpoint is step-3000. 16/16 healthy now.

We should probably ask AWS to credit the lost block hours — that node was bad, not our code. Your call.
Priya"""),
    ("2025-03-12 21:02", "AWS Health <no-reply-aws-health@amazon.com>", "lumenfold-research ops list",
     "[AWS Health] EC2 instance hardware degradation — i-0a7d2c5e81f4b9013 (us-west-2)",
     """We have detected degradation of the underlying hardware hosting your Amazon EC2 instance i-0a7d2c5e81f4b9013 (p5.48xlarge) in the us-west-2 region.
Event type: AWS_EC2_INSTANCE_HARDWARE_DEGRADED   Start time: 2025-03-12 20:58 UTC   Account: 4417-2093-8812
Due to this degradation your instance could already be unreachable. We recommend that you stop/terminate the instance and relaunch it.
Capacity Block reservation: cr-0c4e7f3a91e2d5b10"""),
    ("2025-03-12 17:40", "Aiko Tanaka <aiko.tanaka@lumenfold.ai>", "Dana Okafor; research-llm@lumenfold.ai",
     "CPT LR sweep write-up (v2 init)",
     """Write-up is in the wiki: research/atlas/cpt-lr-sweep-2025-03. Short version: from the v2 init, 1.5e-4 peak gives 2-3 loss spikes in the first 3k steps and ends +0.012 worse in val loss; 1.0e-4 with 500 warmup is the best of the five settings. 7.5e-5 is close but slower early.
Happy to help with the gate evals if Tomás is short on time."""),
    ("2025-03-11 16:22", "Marcus Lindqvist <marcus.lindqvist@lumenfold.ai>", "ML leads",
     "Q1 close reminder — compute commitments",
     """Hi all — reminder that Q1 books close March 31. Any compute you want charged to a Q1 line needs to be committed (reserved/paid) by Friday March 28. Changes to approved caps go through me with a short written justification; anything above a cap needs a PO amendment before you spend it.
Marcus (FP&A)"""),
    ("2025-03-12 09:15", "Helena Ruiz <helena.ruiz@lumenfold.ai>", "Research leads",
     "April 4 model review — agenda draft",
     """Draft agenda attached (review-2025-04-04-agenda-v1). Deck freeze is Monday March 31. Each candidate model needs its gate ticket closed or an explicit exception noted by then.
Helena"""),
    ("2025-03-13 06:00", "Jira <jira@lumenfold.atlassian.net>", "Dana Okafor",
     "[JIRA] Daily digest: 6 updates",
     """INFRA-2277 EFA driver 1.37 rollout — Resolved
INFRA-2290 slurm-on-ec2 prolog timeout on cold nodes — In Progress (Priya Raman)
EVAL-118 Eval gate: atlas-13b-cpt promotion — no change
DATA-731 mix-v4.3 decontamination — Done (Wen Zhao)
DATA-733 ops-docs vs ops-qa overlap check — In Progress (Wen Zhao)
ML-512 tokenizer v3 merge rules — In Review"""),
    ("2025-03-12 14:31", "GitHub <notifications@github.com>", "Dana Okafor",
     "[lumenfold/atlas-train] PR #1482: async checkpoint uploader retries on 503",
     """@priya-raman requested your review on #1482. 3 files changed, +41 −7. CI: passing."""),
]
ib = ["email_search  mailbox=dana.okafor@lumenfold.ai  query=\"newer_than:2d\"  results=8 (newest first by relevance)", ""]
for i, (d, frm, to, subj, body) in enumerate(inbox, 1):
    ib.append(f"[{i}] {d} UTC | From: {frm} | To: {to}\n    Subject: {subj}\n" + "\n".join("    " + x for x in body.splitlines()) + "\n")
inbox_out = "\n".join(ib)

c.calls("Updating the checkpoint policy and reading your inbox — I won't touch the job.", [
    ("train_config_update", {"config_id": "cfg-atlas13b-cpt",
                              "changes": {"checkpoint.interval_steps": 250, "checkpoint.keep_last": 4, "checkpoint.keep_every": 5000},
                              "note": "Checkpoint every 250 steps, keep last 4 + every 5,000 permanently (after trn-0312-a Xid 79 failure). Requested by Dana Okafor."}, cfg3_out),
    ("email_search", {"mailbox": "dana.okafor@lumenfold.ai", "query": "newer_than:2d", "limit": 8}, inbox_out),
])

c.model("""Done: `cfg-atlas13b-cpt` **rev 3** — checkpoint **every 250 steps**, keep the last 4, plus every 5,000 steps kept permanently. Job still not relaunched.

## Wen's e-mail (22:04 last night)

- Decontamination found **1,114 MMLU test questions and 87 HumanEval problems** verbatim in **cc-2024-33 shards 0412–0419**.
- **mix-v4.3** drops exactly those 8 shards — **6.8B tokens** removed, nothing added, all other shards byte-identical. Manifest: `s3://lumenfold-data/mix/v4.3/manifest.json` (1,834 shards, 303.6B tokens).
- mix-v4.2 is **deprecated for any run that reports MMLU/HumanEval** — i.e. ours, since both are gate metrics.
- She says switching mid-run is safe with `resume_policy=skip_consumed` **if the loader hasn't opened any of those shards yet**.
- Still open on her side: **lumenfold-ops-docs vs ops-qa** overlap (DATA-733) — she'll report by **Tue March 18**. That one matters for our ops-qa gate row.

## What this means for us

| Path | What we keep | Cost in block time |
|---|---|---|
| Resume from step-3000 on v4.3 | 3,000 steps | none extra — *only valid if steps 0–3,000 never touched shards 0412–0419* |
| Restart from v2 on v4.3 | nothing | +6.6 h on top of the shortfall |

The run so far trained on 12.6B tokens (3,000 steps). The data-loader trace will tell us exactly which shards were opened. Other mail worth noting: Priya suggests asking AWS to credit the lost block hours (hardware-degraded node, not our code), and Marcus reminds everyone that Q1 compute must be committed by **Friday March 28** and cap changes need his written sign-off.

Shall I run the trace against trn-0312-a?""")

# ---------------------------------------------------------------------------
# Turn 9
# ---------------------------------------------------------------------------
c.user("""Check whether we actually ate any of those shards.""")

sources = [("cc-2024-33", 0.41, 604), ("cc-2024-18", 0.19, 341), ("github-code-v7", 0.11, 214), ("arxiv-2024q4", 0.07, 122),
           ("books-pd", 0.06, 98), ("wiki-multi-2025-01", 0.08, 187), ("stackexchange-2024", 0.05, 146), ("lumenfold-ops-docs", 0.03, 130)]
tr = ["dataloader_trace  job=trn-0312-a  steps=0..3870  seed=1234  manifest=mix-v4.2  compare_to=mix-v4.3",
      "tokens consumed: 3,870 × 4,194,304 = 16.23B (16,231,956,480)   (checkpointed position: step-3000 = 12.58B)",
      "",
      "SOURCE               WEIGHT  SHARDS IN v4.2  OPENED (steps 0-3870)  SHARD IDS OPENED"]
for name, w, n in sources:
    k = max(2, int(round(16.23 * w / (310.4 * w / n)))) if w else 0
    ids = sorted(R.sample(range(n), min(n, k + 1)))
    if name == "cc-2024-33":
        ids = [i for i in ids if not 412 <= i <= 419]
    shown = ", ".join(f"{i:04d}" for i in ids)
    tr.append(f"{name:<20} {w:<7.2f} {n:<15} {len(ids):<22} {shown}")
tr.append("")
tr.append("shards present in mix-v4.2 but not in mix-v4.3 (8):")
first = 41220
for j, sh in enumerate(range(412, 420)):
    tok = [0.84, 0.86, 0.85, 0.83, 0.86, 0.85, 0.85, 0.86][j]
    tr.append(f"  cc-2024-33-{sh:04d}  {tok:.2f}B tokens  status=NOT OPENED  first scheduled open: step {first + j * 168 + (R.randint(1, 40) if j else 0):,}  (seed 1234 plan)")
tr.append("""
removed-in-target tokens consumed: 0   (0 of 6.8B)
resume compatibility (target mix-v4.3, resume_policy=skip_consumed):
  - all 105 opened shards exist in mix-v4.3 with identical sha256 → OK
  - partially consumed shards at step-3000: 31 (offsets recorded in checkpoint data_state) → resumable
  - remaining plan re-derived over 1,834 shards, 291.0B tokens not yet consumed (from step-3000)
  - target total: 303.6B tokens → total_steps 72,400 (303.6B / 4,194,304 = 72,384, rounded up to 72,400)
verdict: SAFE to resume from step-3000 on mix-v4.3 with resume_policy=skip_consumed""")
trace_out = "\n".join(tr)

c.calls(None, [
    ("dataloader_trace", {"job_id": "trn-0312-a", "steps": "0-3870", "compare_to_manifest": "s3://lumenfold-data/mix/v4.3/manifest.json",
                           "check_resume_policy": "skip_consumed"}, trace_out),
])

c.model("""**No — we never touched them.** The loader opened 105 shards in steps 0–3,870 and none of cc-2024-33-0412…0419; under the seed-1234 plan the first of them wasn't due until **step 41,220**. 0 of the 6.8B removed tokens were consumed. The trace tool's verdict: **safe to resume from step-3000 on mix-v4.3** with `resume_policy=skip_consumed` (31 partially-read shards resume from their recorded offsets).

## New run length

- mix-v4.3 = 303.6B tokens → **72,400 total steps** (was 74,000)
- From step-3000: 69,400 steps × 7.9 s ≈ 152.2 h, + checkpoint saves at every 250 steps (~1.1 h) + startup (~0.4 h) ≈ **153.7 h**
- If we relaunch at ~10:40 today: **ETA 2025-03-19 ~20:20 UTC**
- Block termination starts **Mar 19 11:00** → we're **~9.4 h short**

## Options for the tail

| | Option | Extra cost | Total vs $100,000 cap | Risk / notes |
|---|---|---|---|---|
| 1 | **Extend the block by 1 day** (16 nodes, if AWS has capacity) | $13,363.20 | $106,905.60 — **over by $6,905.60** | zero disruption; needs finance to raise the cap; also gives ~14 h idle block time after the run for evals |
| 2 | Spot tail: 16 × p5 spot for ~9.5 h after the block | ~$3,770 | ~$97,310 — under | placement score 2/10 for 16 nodes; a smaller node count changes DP size / needs re-sharding; reclaims |
| 3 | On-demand tail: 8 nodes (quota cap) for ~19 h | ~$8,370 | ~$101,910 — over | half the nodes → different global batch unless we double grad accumulation |
| 4 | Cut the run to fit (stop at ~68,200 steps, ~286B tokens) | $0 | $93,542.40 | trains on ~94% of the planned data; LR schedule would need re-deriving to end at min LR |

My recommendation: **resume now** (every hour idle costs an hour at the end), and go for **option 1** if Marcus will raise the cap, **option 2** as the fallback. The block extension has to be requested while capacity exists, so earlier is better.""")

# ---------------------------------------------------------------------------
# Turn 10
# ---------------------------------------------------------------------------
c.user("""Resume from 3,000 on v4.3, launch now. For the tail: ask Marcus for the one-day extension, cc me, keep it short. If he says no we'll do the spot tail.""")

cfg4_out = """train_config_update: OK
config_id   cfg-atlas13b-cpt
revision    3 → 4
changes
  dataset                 was mix-v4.2 (s3://lumenfold-data/mix/v4.2/manifest.json)   now mix-v4.3 (s3://lumenfold-data/mix/v4.3/manifest.json, sha256 71d0c5…e2a9)
  total_steps             was 74,000    now 72,400
  data.resume_policy      was exact     now skip_consumed
  init_from               was s3://lumenfold-ckpt/atlas-13b-v2/final/   now s3://lumenfold-ckpt/atlas-13b-cpt/step-3000/ (resume: weights, optimizer, lr-scheduler, data_state)
  optimizer.lr schedule   cosine re-derived for 72,400 total steps (lr at step 3000: 9.976e-05 → 9.975e-05)
validation  passed
change_note "Switch to mix-v4.3 (DATA-731 decontamination), resume from step-3000; trace showed 0 removed shards consumed."
"""
submit_out = """job_submit: OK
job_id        trn-0313-b
config        cfg-atlas13b-cpt rev 4
reservation   cr-0c4e7f3a91e2d5b10 (16/16 healthy)
resume        s3://lumenfold-ckpt/atlas-13b-cpt/step-3000/ → start step 3001 of 72,400
alert rule    AR-4471 re-attached (Priya Raman primary, Dana Okafor cc)
submitted     2025-03-13 10:38:55 UTC   state PENDING → RUNNING 10:40:12 UTC
pre-flight    nccl-allreduce-test busbw 390.8 GB/s PASS; dcgmi diag -r 2 PASS ×16; ckpt step-3000 read 182.4 GB in 141 s
first log     2025-03-13T10:52:40Z [rank0] step  3010/72400 | loss 1.8736 | lr 9.975e-05 | grad_norm 0.361 | tok/s/gpu 4,147 | step_time 7.90s"""
mail_out = """email_send: OK
message_id   <20250313104112.7f2a@mail.lumenfold.ai>
from         dana.okafor@lumenfold.ai (sent by Forge on behalf of Dana Okafor)
to           marcus.lindqvist@lumenfold.ai
cc           dana.okafor@lumenfold.ai
subject      atlas-13b-cpt: request to raise ML-Q1-0417 cap to $108,000 (1-day block extension)
sent         2025-03-13 10:41:12 UTC"""
mail_body = """Hi Marcus,

Short request on ML-Q1-0417 (atlas-13b-cpt).

Our 7-day H100 block (cr-0c4e7f3a91e2d5b10, $93,542.40, booked within the $100,000 cap) lost ~14 h of block time after an AWS node failed on March 12 (AWS confirmed the hardware degradation; the node swap took ~6 h, and we held the restart while we checked a dataset decontamination issue). The run is back up but will now finish ~9.4 h after the block ends on March 19.

Ask: raise the cap to $108,000 so we can extend the block by one day (+$13,363.20, total committed $106,905.60). That keeps ~$1,094 for evals.
Fallback if not: we finish on spot instances (~$3,770, under the current cap) at a real risk of further delays before the April 4 review.

Happy to jump on a call.
Dana"""

c.calls("Switching the config to v4.3 with a resume from step-3000, launching, and e-mailing Marcus.", [
    ("train_config_update", {"config_id": "cfg-atlas13b-cpt",
                              "changes": {"dataset": "mix-v4.3", "total_steps": 72400, "data.resume_policy": "skip_consumed",
                                          "init_from": "s3://lumenfold-ckpt/atlas-13b-cpt/step-3000/", "resume": True},
                              "note": "Switch to mix-v4.3 (DATA-731 decontamination), resume from step-3000; trace showed 0 removed shards consumed."}, cfg4_out),
    ("job_submit", {"config_id": "cfg-atlas13b-cpt", "config_revision": 4, "reservation_id": "cr-0c4e7f3a91e2d5b10",
                     "nodes": 16, "resume_from": "s3://lumenfold-ckpt/atlas-13b-cpt/step-3000/", "alert_rule": "AR-4471"}, submit_out),
    ("email_send", {"from": "dana.okafor@lumenfold.ai", "to": ["marcus.lindqvist@lumenfold.ai"], "cc": ["dana.okafor@lumenfold.ai"],
                     "subject": "atlas-13b-cpt: request to raise ML-Q1-0417 cap to $108,000 (1-day block extension)",
                     "body": mail_body}, mail_out),
])

c.model("""Done.

- **Config rev 4:** dataset **mix-v4.3**, total **72,400 steps**, `resume_policy=skip_consumed`, resuming from `step-3000`.
- **Job `trn-0313-b` running** since 10:40 UTC on cr-0c4e7f3a91e2d5b10 — first steps look normal (loss 1.8736 at step 3,010, 4,147 tokens/s/GPU). AR-4471 still pages Priya.
- **E-mail to Marcus sent** (you're cc'd): asks to raise ML-Q1-0417 to **$108,000** for a 1-day extension (+$13,363.20), with the spot tail as the stated fallback. I rounded the ask up from $106,905.60 so the evals have ~$1,094 of room.

ETA at the current rate: **2025-03-19 ~20:20 UTC**, i.e. ~9.4 h past the point where the current block starts terminating instances. I'll watch for Marcus's reply.""")

# ---------------------------------------------------------------------------
# Turn 11
# ---------------------------------------------------------------------------
c.user("""Heads-up: Tomás is on parental leave from Monday the 17th, so Aiko Tanaka owns the eval gate from now on. Update the ticket. Anything back from Marcus?""")

tu_out = """ticket_update: OK
ticket      EVAL-118
changes
  owner     was Tomás Berg (tomas.berg@lumenfold.ai)   now Aiko Tanaka (aiko.tanaka@lumenfold.ai)
  watchers  added tomas.berg@lumenfold.ai
comment     #3 added by Forge on behalf of Dana Okafor
updated     2025-03-13 15:02 UTC"""
tu_comment = ("Ownership of this gate moves from Tomás Berg to Aiko Tanaka (Tomás on parental leave from 2025-03-17). "
              "Status: candidate run trn-0313-b resumed on mix-v4.3 (decontaminated, DATA-731) from step-3000 after trn-0312-a "
              "failed on a hardware fault; ETA 2025-03-19 ~20:20 UTC. Note mix-v4.2 contained 1,114 MMLU and 87 HumanEval items; "
              "thresholds were set from pilot-cpt-0124 on the older mix.")
marcus_out = """email_search  mailbox=dana.okafor@lumenfold.ai  query="from:marcus.lindqvist@lumenfold.ai newer_than:1d"  results=1

[1] 2025-03-13 14:26 UTC | From: Marcus Lindqvist <marcus.lindqvist@lumenfold.ai> | To: Dana Okafor | Cc: Helena Ruiz
    Subject: RE: atlas-13b-cpt: request to raise ML-Q1-0417 cap to $108,000 (1-day block extension)

    Hi Dana,

    Approved. ML-Q1-0417 cap for atlas-13b-cpt goes from $100,000 to $108,000, effective today.
    PO amendment: FIN-PO-88213-A2 (already in the ledger, you can commit against it now).

    Conditions:
      1. $108,000 is the ceiling for everything on this project in Q1 — training, evals, ablations, storage overages.
      2. Send me a short spend update every Friday until the run is closed out (committed, spent, remaining, risks).
      3. Anything that would take you over $108,000 needs Helena Ruiz's sign-off first, not mine.
      4. Please ask AWS for a credit on the failed node hours; if it comes through it goes back to the line.

    Marcus

    > Hi Marcus,
    > Short request on ML-Q1-0417 (atlas-13b-cpt). ..."""

c.calls("Updating EVAL-118 and checking for Marcus's reply.", [
    ("ticket_update", {"ticket_id": "EVAL-118", "set": {"owner": "aiko.tanaka@lumenfold.ai"}, "add_watchers": ["tomas.berg@lumenfold.ai"],
                        "comment": tu_comment}, tu_out),
    ("email_search", {"mailbox": "dana.okafor@lumenfold.ai", "query": "from:marcus.lindqvist@lumenfold.ai newer_than:1d", "limit": 5}, marcus_out),
])

c.model("""**EVAL-118** now belongs to **Aiko Tanaka**; Tomás stays on as a watcher, and I added a status comment (run resumed on v4.3, ETA, and the note that the thresholds came from the pilot on the older mix).

## Marcus approved it ✅

- Cap on **ML-Q1-0417** raised **$100,000 → $108,000**, effective today, PO amendment **FIN-PO-88213-A2** (already in the ledger).
- Conditions:
  1. **$108,000 is the ceiling for everything** this quarter — training, evals, ablations, storage overages.
  2. **Spend update to Marcus every Friday** until the run is closed out.
  3. Anything above $108,000 needs **Helena Ruiz**'s sign-off.
  4. Ask AWS for a **credit** on the failed-node hours; any credit goes back to the line.

With the extension we'd be at $106,905.60 committed, **$1,094.40 left**, and condition 1 means the evals and the 1.3B ablations must come out of that. A spot ablation sweep won't fit in $1,094, so we'll need another plan for those — the idle block time after the run is the obvious candidate.

Shall I book the 1-day extension on cr-0c4e7f3a91e2d5b10 now, while the capacity is still there?""")

# ---------------------------------------------------------------------------
# Turn 12
# ---------------------------------------------------------------------------
c.user("""yes, do it.""")

ext_out = """capacity_block_extend: OK
reservation_id   cr-0c4e7f3a91e2d5b10
extension        +1 day (24 h) × 16 × p5.48xlarge @ $34.80 = $13,363.20 (upfront, non-refundable)
end              was 2025-03-19 11:30 UTC   now 2025-03-20 11:30 UTC
termination      begins 2025-03-20 11:00 UTC
running jobs     trn-0313-b unaffected (no restart)

budget ledger
entry            LED-2025-03-0431
budget_line      ML-Q1-0417 (atlas-13b-cpt)  authority FIN-PO-88213-A2
cap              was $100,000.00   now $108,000.00
committed        was $93,542.40    now $106,905.60
remaining        $1,094.40
warnings
 - W-BUD-03 remaining balance below 2% of cap; commits above $108,000.00 require approver helena.ruiz@lumenfold.ai"""

c.calls(None, [
    ("capacity_block_extend", {"reservation_id": "cr-0c4e7f3a91e2d5b10", "extend_days": 1, "budget_line": "ML-Q1-0417",
                                "authority": "FIN-PO-88213-A2", "note": "1-day extension after Xid 79 node failure on trn-0312-a; approved by Marcus Lindqvist 2025-03-13"}, ext_out),
])

c.model("""Done. Block **cr-0c4e7f3a91e2d5b10** now ends **2025-03-20 11:30 UTC** (termination from 11:00); trn-0313-b kept running, no restart.

| Ledger (ML-Q1-0417) | |
|---|---|
| Cap | $108,000.00 (FIN-PO-88213-A2) |
| Committed | $106,905.60 (LED-2025-03-0418 block + LED-2025-03-0431 extension) |
| **Remaining** | **$1,094.40** |

With the run finishing around **Mar 19 ~20:20**, the block sits idle for ~14.5 h before termination starts. That time is already paid for, so I'd suggest we run the final gate eval **inside the block** rather than on an on-demand node — it costs nothing extra and protects the $1,094.40.""")

# ---------------------------------------------------------------------------
# Turn 13
# ---------------------------------------------------------------------------
c.user("""It's Friday afternoon. Aiko kicked off the gate suite on the 15k checkpoint this morning on one on-demand node — eval id ev-cpt-15k-0314. Pull the results and tell me where we are.""")

subjects = ["abstract_algebra", "anatomy", "astronomy", "business_ethics", "clinical_knowledge", "college_biology", "college_chemistry",
            "college_computer_science", "college_mathematics", "college_medicine", "college_physics", "computer_security",
            "conceptual_physics", "econometrics", "electrical_engineering", "elementary_mathematics", "formal_logic", "global_facts",
            "high_school_biology", "high_school_chemistry", "high_school_computer_science", "high_school_european_history",
            "high_school_geography", "high_school_government_and_politics", "high_school_macroeconomics", "high_school_mathematics",
            "high_school_microeconomics", "high_school_physics", "high_school_psychology", "high_school_statistics",
            "high_school_us_history", "high_school_world_history", "human_aging", "human_sexuality", "international_law",
            "jurisprudence", "logical_fallacies", "machine_learning", "management", "marketing", "medical_genetics", "miscellaneous",
            "moral_disputes", "moral_scenarios", "nutrition", "philosophy", "prehistory", "professional_accounting",
            "professional_law", "professional_medicine", "professional_psychology", "public_relations", "security_studies",
            "sociology", "us_foreign_policy", "virology", "world_religions"]
vals = []
for s in subjects:
    base = 58.6
    if "mathematics" in s or "physics" in s or "chemistry" in s or "algebra" in s or "accounting" in s or "formal_logic" in s:
        base -= 16
    elif "law" in s or "moral_scenarios" in s:
        base -= 11
    elif s in ("marketing", "sociology", "us_foreign_policy", "high_school_psychology", "high_school_geography", "world_religions", "management"):
        base += 15
    vals.append(base + R.uniform(-5, 5))
shift = 58.6 - sum(vals) / len(vals)
vals = [v + shift for v in vals]
v2 = [v - 0.8 + R.uniform(-1.5, 1.5) for v in vals]
ev = ["eval_results_get  eval_id=ev-cpt-15k-0314  state=COMPLETED",
      "checkpoint   s3://lumenfold-ckpt/atlas-13b-cpt/step-15000/   (trn-0313-b, mix-v4.3 from step 3001)",
      "suite        gate-v3 @ 5d0c2ab (lumen-eval 2.8)     launched by aiko.tanaka 2025-03-14 08:05 UTC   finished 12:17 UTC",
      "compute      1 × p5.48xlarge on-demand us-west-2, 4.2 h × $55.04 = $231.17 → ledger LED-2025-03-0440 (ML-Q1-0417)",
      "ledger       committed was $106,905.60 now $107,136.77 | cap $108,000.00 | remaining $863.23",
      "",
      "SUMMARY                     step-15000   atlas-13b-v2   gate (EVAL-118)   status",
      "MMLU 5-shot macro           58.6         57.8           ≥ 61.0            below",
      "HumanEval pass@1 (greedy)   30.5 (50/164) 29.3 (48/164) ≥ 34.0            below",
      "ops-qa EM (2,400)           72.1         72.4           ≥ 70.9            pass",
      "safety-refusal-v3 (1,200)   96.4%        96.8%          ≥ 95.0%           pass",
      "",
      "MMLU per subject (5-shot acc %)      step-15000   v2"]
for s, a, b in zip(subjects, vals, v2):
    a = a + 0.2 if f"{a:.1f}" in ("60.0", "61.0") else a
    b = b + 0.2 if f"{b:.1f}" in ("60.0", "61.0") else b
    ev.append(f"  {s:<38} {a:5.1f}        {b:5.1f}")
ev.append("""
HumanEval: 50/164 passed; newly passing vs v2: 7 (HumanEval/12, /39, /64, /91, /108, /129, /150); newly failing: 5 (/22, /33, /76, /119, /141)
ops-qa: by category — runbooks 74.8, incident-triage 70.2, config-lookup 71.9, capacity-planning 69.6
val loss (mix-v4.3 held-out, 2,048 seqs): 1.8421 (v2: 1.9134)""")
eval_out = "\n".join(ev)

status_out = """job_status  job_id=trn-0313-b
state            RUNNING (since 2025-03-13 10:40:12 UTC, 30.6 h)
step             16,590 / 72,400  (22.9%)
tokens           69.58B / 303.6B
throughput       4,149 tokens/s/GPU (24h avg), step_time 7.90 s
last checkpoint  step-16500 (s3, verified 2025-03-14 17:06 UTC); permanent: step-5000, step-10000, step-15000
incidents        0 since launch; nodes 16/16 healthy
eta              2025-03-19 20:14 UTC (±0.5 h)   reservation ends 2025-03-20 11:30 UTC (termination from 11:00)
val loss         1.8398 @ step-16500

recent log (rank0)
""" + "\n".join(
    f"2025-03-14T{16 + (m // 60):02d}:{m % 60:02d}:{R.randint(0,59):02d}Z [rank0] step {16400 + i * 10:>6}/72400 | loss {1.8395 + R.uniform(-0.006, 0.006):.4f} | lr {lr_at(16400 + i * 10, total=72400):.3e} | grad_norm {R.uniform(0.27, 0.36):.3f} | tok/s/gpu {int(4149 + R.uniform(-15, 12)):,} | step_time 7.90s"
    for i, m in ((i, int(i * 10 * 7.9 / 60) + 5) for i in range(19)))

c.calls("Pulling the eval results and the current job status.", [
    ("eval_results_get", {"eval_id": "ev-cpt-15k-0314", "include_breakdown": True}, eval_out),
    ("job_status", {"job_id": "trn-0313-b"}, status_out),
])

c.model("""## Training — on track
- `trn-0313-b` at **step 16,590 / 72,400** (22.9%), 4,149 tokens/s/GPU, no incidents since relaunch.
- **ETA 2025-03-19 20:14 UTC (±0.5 h)** — ~15 h before the extended block starts terminating.
- Val loss 1.8398 (v2: 1.9134).

## Gate suite on step-15000 (ev-cpt-15k-0314)

| Metric | step-15000 | v2 | Gate | |
|---|---|---|---|---|
| MMLU 5-shot | **58.6** | 57.8 | ≥ 61.0 | ❌ −2.4 |
| HumanEval pass@1 | **30.5** (50/164) | 29.3 | ≥ 34.0 | ❌ −3.5 |
| ops-qa EM | 72.1 | 72.4 | ≥ 70.9 | ✅ |
| safety-refusal-v3 | 96.4% | 96.8% | ≥ 95.0% | ✅ |

Reading it:
- We're ~20% of the way through the new data, so being below on MMLU/HumanEval is expected; the question is the trajectory. Extrapolating the v2→15k gains on log-tokens gives roughly **MMLU 60.3–61.5** and **HumanEval 32.8–34.5** at the end — i.e. **both are borderline**, HumanEval more so.
- Part of the MMLU gap is probably the bar itself: the 61.0 was set on the pilot, which trained on the mix that contained 1,114 leaked MMLU questions.
- ops-qa and safety have comfortable margins — but ops-qa is exactly what Wen's pending DATA-733 check could change.

## Budget
This eval ran on-demand: **$231.17**, ledger now **$107,136.77 committed, $863.23 remaining**. That's less than four more on-demand eval runs, so the final gate eval should definitely run inside the block.""")

# ---------------------------------------------------------------------------
# Turn 14
# ---------------------------------------------------------------------------
c.user("""Aiko left a comment on EVAL-118 about the thresholds, have a look.""")

t2_out = """EVAL-118  Eval gate: atlas-13b-cpt promotion to the April 4 model review
status      Open
owner       Aiko Tanaka (aiko.tanaka@lumenfold.ai)
watchers    Dana Okafor, Tomás Berg, Helena Ruiz
updated     2025-03-14 16:48 UTC

Comments (5)
  [2025-02-20 Tomás Berg] gate-v3 suite frozen at commit 5d0c2ab. Eval takes ~4 h on one p5 node.
  [2025-02-27 Dana Okafor] Budget for eval compute comes out of ML-Q1-0417, same as training.
  [2025-03-13 Forge for Dana Okafor] Ownership of this gate moves from Tomás Berg to Aiko Tanaka ...
  [2025-03-14 12:40 Tomás Berg] Handing over. The MMLU bar of 61.0 came from pilot-cpt-0124 at 58B tokens, which was
        trained on mix-v4.1/v4.2 web data. Given DATA-731 I no longer trust that number; Aiko, your call.
  [2025-03-14 16:41 Aiko Tanaka] Re-baselined against a clean pilot checkpoint (pilot-cpt-0124 re-scored with the 1,114
        leaked questions excluded: 60.9 → 59.4 on the remaining items, i.e. ~1.5 pts came from contamination).
        Decision for the gate:
          - MMLU (5-shot, macro): threshold changes from 61.0 to 60.0.
          - HumanEval stays at 34.0 (only 87 leaked items, and pilot re-score moved it by 0.3 — not enough to justify a change).
          - ops-qa and safety unchanged, but ops-qa is provisional until Wen closes DATA-733.
        Procedure for the final eval:
          - evaluate BOTH the final checkpoint and the best-of-last-3 checkpoints by held-out val loss; the gate passes if
            either candidate passes every row, and we promote that candidate.
          - post both result tables here by Monday March 24 so I can sign off before the deck freeze (Mar 31)."""

c.calls(None, [
    ("ticket_get", {"ticket_id": "EVAL-118", "include_comments": True, "since": "2025-03-13"}, t2_out),
])

c.model("""Aiko has re-baselined the gate. Updated picture:

| Metric | Gate (now) | Was | step-15000 | Projection at end |
|---|---|---|---|---|
| MMLU 5-shot | **≥ 60.0** | 61.0 | 58.6 | 60.3–61.5 → likely pass |
| HumanEval pass@1 | ≥ 34.0 (unchanged) | — | 30.5 | 32.8–34.5 → **at risk** |
| ops-qa EM | ≥ 70.9 (*provisional until DATA-733*) | — | 72.1 | pass unless Wen's check changes the test set |
| safety-refusal-v3 | ≥ 95.0% | — | 96.4% | pass |

Why she changed MMLU: re-scoring the pilot with the 1,114 leaked questions excluded took it from 60.9 to 59.4 — about 1.5 points of the old bar came from contamination. HumanEval stays at 34.0 because its leak was small (87 items, 0.3 pt effect).

**New procedure for the final eval** (Aiko):
- Evaluate **both the final checkpoint and the best-of-last-3 checkpoints by held-out val loss**; the gate passes if either candidate passes every row, and that one gets promoted.
- Post both result tables on EVAL-118 **by Monday March 24**; she signs off before the Mar 31 deck freeze.

With checkpoints every 250 steps and keep-last-4, the last 3 will be step-71,750 / 72,000 / 72,250 plus the final step-72,400, so the candidates will all be on disk. HumanEval is the one row to worry about.""")

# ---------------------------------------------------------------------------
# Turn 15
# ---------------------------------------------------------------------------
c.user("""Given the budget, there's no way we're paying for spot ablations now. Use the idle window in the block instead: once the main run finishes, gate eval on 2 nodes and the three ablations on the other 12. But don't start the ablations unless the main run has finished cleanly and the gate eval has actually started.""")

pipe_out = """pipeline_schedule: OK
pipeline_id   pl-atlas-cpt-post-0319
reservation   cr-0c4e7f3a91e2d5b10 (idle window after trn-0313-b; hard stop: termination begins 2025-03-20 11:00 UTC)

stage 1  ev-gate-0319  (eval, suite gate-v3 @ 5d0c2ab)
         nodes 2 (1 per candidate)   candidates: final step-72400 + best-of-last-3 by val loss (from step-71750/72000/72250)
         trigger   trn-0313-b state == SUCCEEDED
         est. runtime 4.3 h   results → EVAL-118 (owner aiko.tanaka@lumenfold.ai) as comment + attachment
stage 2  abl-sweep-07  (3 × atlas-1.3b data-mix ablations: abl-mix-a, abl-mix-b, abl-mix-c; 26B tokens each, 4 nodes each)
         nodes 12
         trigger   trn-0313-b state == SUCCEEDED  AND  ev-gate-0319 state == RUNNING
         max_runtime 13.5 h (killed at 2025-03-20 10:45 UTC at the latest; checkpoints every 500 steps)
         est. runtime 10.8 h at 12 nodes
on skip      if triggers not met by 2025-03-20 00:00 UTC → abl-sweep-07 is cancelled, not deferred (notify dana.okafor@lumenfold.ai)
cost         $0 incremental (inside paid reservation)
warnings
 - W-PL-11 if trn-0313-b finishes later than ~2025-03-19 23:30 UTC, abl-sweep-07 will hit max_runtime before completion (partial results only)"""

c.calls("Setting both up as one pipeline with the conditions as hard triggers.", [
    ("pipeline_schedule", {"name": "pl-atlas-cpt-post-0319", "reservation_id": "cr-0c4e7f3a91e2d5b10",
                            "stages": [
                                {"id": "ev-gate-0319", "type": "eval", "suite": "gate-v3", "nodes": 2,
                                 "candidates": ["final", "best_of_last_3_by_val_loss"],
                                 "trigger": "trn-0313-b == SUCCEEDED", "report_to": "EVAL-118"},
                                {"id": "abl-sweep-07", "type": "train", "configs": ["abl-mix-a", "abl-mix-b", "abl-mix-c"],
                                 "nodes": 12, "trigger": "trn-0313-b == SUCCEEDED && ev-gate-0319 == RUNNING",
                                 "max_runtime_hours": 13.5, "on_trigger_not_met": "cancel"}],
                            "notify": "dana.okafor@lumenfold.ai"}, pipe_out),
])

c.model("""Done — pipeline **pl-atlas-cpt-post-0319** on the block's idle window, $0 incremental:

1. **`ev-gate-0319`** — gate-v3 on 2 nodes, final step-72400 **and** best-of-last-3 by val loss (Aiko's procedure); starts only when `trn-0313-b` has **SUCCEEDED**; results go to EVAL-118.
2. **`abl-sweep-07`** — the three 1.3B data-mix ablations (abl-mix-a/b/c) on the other 12 nodes; starts only if **trn-0313-b SUCCEEDED *and* ev-gate-0319 is RUNNING**. If that isn't true by 2025-03-20 00:00 UTC it's **cancelled, not deferred**, and you get an e-mail. Hard kill at 10:45 UTC on the 20th, before termination.

The spot plan for the ablations is dropped. One caveat from the scheduler: the sweep needs ~10.8 h, so if the main run finishes later than ~23:30 on the 19th, the ablations will be cut off with partial results.""")

# ---------------------------------------------------------------------------
# Turn 16
# ---------------------------------------------------------------------------
c.user("""Draft this week's spend update for Marcus. Don't send it — I'll send it myself after the 4pm sync. And on Monday morning, pull the weekend step rate and tell Priya if the ETA has slipped past 2025-03-19 23:30, because then the ablations won't fit.""")

draft_body = """Hi Marcus,

Weekly update for ML-Q1-0417 (atlas-13b-cpt), as of Fri 2025-03-14:

- Cap: $108,000.00 (FIN-PO-88213-A2)
- Committed: $107,136.77
    - H100 capacity block cr-0c4e7f3a91e2d5b10, 7 days: $93,542.40
    - 1-day extension: $13,363.20
    - Mid-run eval (on-demand, 4.2 h): $231.17
- Remaining: $863.23
- Spent vs committed: all committed amounts are prepaid; no variable spend outstanding.

Progress: run at step 16,590 of 72,400 (~23%), ETA March 19 ~20:15 UTC. Final eval and ablations are scheduled inside the already-paid block (no extra cost).

Risks: (1) a second hardware failure would push the finish past the block end; anything over the cap would go to Helena per your note. (2) AWS credit request for the failed node hours not yet filed — will update next week.

Dana"""
draft_out = """email_draft_create: OK
draft_id     draft-3f9a2c71
mailbox      dana.okafor@lumenfold.ai
to           marcus.lindqvist@lumenfold.ai
subject      ML-Q1-0417 weekly spend update — atlas-13b-cpt (w/e 2025-03-14)
status       DRAFT (not sent)  saved 2025-03-14 15:21 UTC"""

c.calls(None, [
    ("email_draft_create", {"mailbox": "dana.okafor@lumenfold.ai", "to": ["marcus.lindqvist@lumenfold.ai"],
                             "subject": "ML-Q1-0417 weekly spend update — atlas-13b-cpt (w/e 2025-03-14)", "body": draft_body}, draft_out),
])

c.model("""Draft saved, **not sent**: `draft-3f9a2c71` in your mailbox, to Marcus, subject "ML-Q1-0417 weekly spend update — atlas-13b-cpt (w/e 2025-03-14)".

It covers: cap $108,000 (FIN-PO-88213-A2), committed **$107,136.77** (block $93,542.40 + extension $13,363.20 + mid-run eval $231.17), remaining **$863.23**, progress 16,590/72,400 with ETA Mar 19 ~20:15, and two risks (another hardware failure → Helena for anything over the cap; AWS credit not yet filed).

Monday morning I'll pull the weekend step rate and message Priya if the ETA has moved past **2025-03-19 23:30 UTC**. Note the next Friday update to Marcus is due **March 21**.""")

# ---------------------------------------------------------------------------
# Turn 17
# ---------------------------------------------------------------------------
c.user("""Good. Last thing: open an AWS support case for the Xid 79 node — I want the lost block hours credited, Marcus asked for it too. Then I'm offline till Monday, Priya's covering.""")

case_out = """support_case_create: OK
case_id        17419027351
service        Amazon EC2 — Capacity Blocks for ML
category       Billing / Credit request (hardware failure)
severity       normal (response target 24 h business)
status         Pending Amazon action
subject        Credit request: hardware-degraded p5.48xlarge in Capacity Block cr-0c4e7f3a91e2d5b10
cc             dana.okafor@lumenfold.ai, priya.raman@lumenfold.ai, marcus.lindqvist@lumenfold.ai
attachments    job_logs trn-0312-a (Xid 79 excerpt), AWS Health event AWS_EC2_INSTANCE_HARDWARE_DEGRADED (i-0a7d2c5e81f4b9013)
created        2025-03-14 15:34 UTC"""
case_body = ("On 2025-03-12 at 20:17 UTC instance i-0a7d2c5e81f4b9013 (p5.48xlarge, us-west-2b) in Capacity Block "
             "cr-0c4e7f3a91e2d5b10 suffered Xid 79 (GPU fell off the bus) on GPU5; AWS Health raised "
             "AWS_EC2_INSTANCE_HARDWARE_DEGRADED at 20:58 UTC. Our 16-node training job failed and the replacement instance "
             "i-0f31b9c2e4d7a6058 was only healthy at 02:05 UTC on 2025-03-13. We request a credit for the affected block time: "
             "16 instances × 5.8 h (20:17 → 02:05) = 92.8 instance-hours at $34.80 = $3,229.44, plus the 870 steps of lost work "
             "(1.9 h × 16 instances = 30.4 instance-hours, $1,057.92) at your discretion.")

c.calls(None, [
    ("support_case_create", {"service": "ec2-capacity-blocks", "category": "billing-credit", "severity": "normal",
                              "subject": "Credit request: hardware-degraded p5.48xlarge in Capacity Block cr-0c4e7f3a91e2d5b10",
                              "description": case_body,
                              "cc": ["dana.okafor@lumenfold.ai", "priya.raman@lumenfold.ai", "marcus.lindqvist@lumenfold.ai"],
                              "attach": ["job_logs:trn-0312-a", "health_event:i-0a7d2c5e81f4b9013"]}, case_out),
])

c.model("""Done. AWS case **17419027351** is open (status *Pending Amazon action*, 24 h business response target), cc you, Priya and Marcus. It asks for **$3,229.44** (92.8 instance-hours from the Xid at 20:17 to the healthy replacement at 02:05) and, at their discretion, **$1,057.92** for the 870 steps we had to redo. Any credit goes back to ML-Q1-0417, per Marcus.

For Priya over the weekend, the short version:
- `trn-0313-b` is running on cr-0c4e7f3a91e2d5b10 and AR-4471 still pages her; ETA Mar 19 ~20:15, block ends Mar 20 11:30.
- If a node dies again: drain, relaunch inside the block, resume from the newest checkpoint (every 250 steps). **Don't spend anything outside the block** — $863.23 left, and anything over $108,000 needs Helena.
- Post-run pipeline pl-atlas-cpt-post-0319 fires by itself.

Have a good weekend.""")

# ---------------------------------------------------------------------------
# Labels
# ---------------------------------------------------------------------------
L = c.label
L("user_goal", "Finish atlas-13b continued pretraining before the April 4 model review, within the ML-Q1-0417 GPU cap (everything incl. evals), never using us-east-1, and pass the EVAL-118 gate.",
  ["atlas-13b", "April 4", "us-east-1"], expect=1)
L("fact", "Reference throughput 4,150 tokens/s/GPU on p5 at 128 GPUs (~7.9 s/step at global batch 1024x4096).", ["4,150 tokens/s/GPU"], expect=1)
L("fact", "The 7-day 16 x p5 capacity block cost $93,542.40 ($34.80/instance-hour, paid up front).", ["$93,542.40"])
L("fact", "trn-0312-a failed at step 3,870 from an Xid 79 on GPU5 of ip-10-4-17-203; last durable checkpoint step-3000; node replaced by i-0f31b9c2e4d7a6058.",
  ["trn-0312-a", "Xid 79", "step-3000"], expect=27)
L("fact", "mix-v4.3 drops cc-2024-33 shards 0412-0419 (6.8B tokens) containing 1,114 leaked MMLU and 87 HumanEval items; v4.2 deprecated for runs reporting them.",
  ["mix-v4.3", "6.8B tokens"], expect=31)
L("fact", "Data-loader trace: none of the removed shards were opened before the failure; the first was scheduled at step 41,220, so resuming is safe.",
  ["41,220"], expect=35)
L("fact", "Marcus's conditions: $108,000 is the ceiling for everything incl. evals/ablations, a spend update every Friday, anything above needs Helena Ruiz's sign-off, ask AWS for a credit.",
  ["Helena Ruiz", "every Friday"], expect=43)
L("fact", "Mid-run gate suite on step-15000 (ev-cpt-15k-0314): MMLU 58.6, HumanEval 30.5, ops-qa 72.1, safety 96.4%.",
  ["ev-cpt-15k-0314", "58.6", "30.5"], expect=51)
L("fact", "Budget ledger after the mid-run eval: $107,136.77 committed, $863.23 remaining of the $108,000 cap.", ["$863.23"], expect=51)
L("fact", "trn-0313-b ETA 2025-03-19 20:14 UTC; extended block ends 2025-03-20 11:30 (termination from 11:00).", ["2025-03-19 20:14"], expect=51)
L("decision", "Main run on a 7-day Capacity Block of 16 x p5.48xlarge in us-west-2 starting 2025-03-12 11:30 UTC (spot rejected for the main run).",
  ["cr-0c4e7f3a91e2d5b10", "2025-03-12 11:30"], expect=11)
L("decision", "Peak LR 1.0e-4 with warmup 500 (per Aiko's sweep), min 1.5e-5.", ["1.0e-4", "warmup 500"], expect=17)
L("decision", "Checkpoint every 250 steps, keep last 4 plus every 5,000 steps permanently.", ["every 250 steps", "5,000 steps"], expect=29)
L("decision", "Resume from step-3000 on mix-v4.3 (72,400 total steps, resume_policy=skip_consumed) as job trn-0313-b.",
  ["trn-0313-b", "72,400"], expect=39)
L("decision", "Cap on ML-Q1-0417 raised to $108,000 by Marcus via PO amendment FIN-PO-88213-A2.", ["$108,000", "FIN-PO-88213-A2"], expect=43)
L("decision", "Capacity block extended by one day; now ends 2025-03-20 11:30 UTC (+$13,363.20, committed $106,905.60).",
  ["2025-03-20 11:30"], expect=47)
L("decision", "Aiko lowered the MMLU gate threshold to 60.0; HumanEval stays 34.0; final eval covers final + best-of-last-3 by val loss.",
  ["MMLU", "60.0"], expect=55)
L("decision", "Post-run pipeline in the block idle window: ev-gate-0319 on 2 nodes, abl-sweep-07 on 12 nodes only if trn-0313-b SUCCEEDED and the gate eval is running; cancelled otherwise.",
  ["pl-atlas-cpt-post-0319", "abl-sweep-07"], expect=58)
L("pending_action", "Final gate eval ev-gate-0319 (final + best-of-last-3) to run after training; results must be posted on EVAL-118 for Aiko by March 24.",
  ["ev-gate-0319", "March 24"], expect=58)
L("pending_action", "Dana to review and send the weekly spend update draft draft-3f9a2c71 to Marcus after the 4pm sync; next Friday update due March 21.",
  ["draft-3f9a2c71"], expect=63)
L("pending_action", "Monday morning: pull the weekend step rate and tell Priya if the ETA slipped past 2025-03-19 23:30 (ablations would not fit).",
  ["2025-03-19 23:30", "step rate"], expect=61)
L("open_issue", "HumanEval projected 32.8-34.5 at the end vs the 34.0 gate: may fail.", ["32.8", "34.0"], expect=52)
L("open_issue", "Wen's DATA-733 check of lumenfold-ops-docs against ops-qa is unfinished (due March 18); ops-qa gate row provisional.",
  ["DATA-733"], expect=31)
L("open_issue", "AWS support case 17419027351 for a credit on the failed-node hours ($3,229.44 requested) awaits Amazon.",
  ["17419027351"], expect=67)
L("reference", "Checkpoints at s3://lumenfold-ckpt/atlas-13b-cpt/ (step-3000, permanent every 5,000).", ["s3://lumenfold-ckpt/atlas-13b-cpt/"], expect=13)
L("reference", "Training config cfg-atlas13b-cpt (rev 4 current).", ["cfg-atlas13b-cpt"], expect=14)
L("reference", "Budget line ML-Q1-0417; finance contact marcus.lindqvist@lumenfold.ai.", ["ML-Q1-0417", "marcus.lindqvist@lumenfold.ai"])
L("reference", "mix-v4.3 manifest s3://lumenfold-data/mix/v4.3/manifest.json.", ["s3://lumenfold-data/mix/v4.3/manifest.json"], expect=31)
L("reference", "Eval gate ticket EVAL-118, now owned by Aiko Tanaka.", ["EVAL-118"], expect=17)

S = c.stale_item
S("Planned start around March 10 — no 16-node block then; booked block starts 2025-03-12 11:30 UTC.", ["March 10"], c.find("Book the 12th"))
S("Peak LR 1.5e-4 with warmup 2000 — replaced by 1.0e-4 / 500.", ["1.5e-4"], c.find("peak LR 1.0e-4"))
S("Checkpoint every 1,000 steps (keep last 3) — replaced by every 250 steps, keep last 4 + every 5,000.", ["1,000 steps"], c.find("250 — I'd rather"))
S("Dataset mix-v4.2 (310.4B tokens) — replaced by mix-v4.3 (303.6B).", ["mix-v4.2"], c.find("Resume from 3,000 on v4.3"))
S("Total steps 74,000 — replaced by 72,400.", ["74,000"], c.find("Resume from 3,000 on v4.3"))
S("Budget cap $100,000 — raised to $108,000 (FIN-PO-88213-A2).", ["$100,000"], c.find("Approved. ML-Q1-0417 cap"))
S("Eval gate owner Tomás Berg — now Aiko Tanaka.", ["owner", "Tomás Berg"], c.find("Aiko Tanaka owns the eval gate"))
S("Block end 2025-03-19 11:30 UTC — extended to 2025-03-20 11:30 UTC.", ["2025-03-19 11:30"], c.find("now 2025-03-20 11:30 UTC"))
S("MMLU gate threshold 61.0 — lowered to 60.0.", ["MMLU", "61.0"], c.find("threshold changes from 61.0 to 60.0"))
S("Final eval and 1.3B ablations on spot after the run — replaced by running them in the block idle window.", ["ablations", "spot"],
  c.find("there's no way we're paying for spot ablations"))

if __name__ == "__main__":
    c.dump(OUT, meta={"domain": "ML infrastructure / GPU budget", "language": "en", "author": "author-a"})
    c.report()
    print(len(c.messages), "messages")
