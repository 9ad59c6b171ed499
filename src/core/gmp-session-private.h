/* gmp-session-private.h: what the files of the session share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GmpSession split by concern (STYLE.md): the struct, its checkpoints,
 * and each file's functions the others call.
 */

#pragma once

#include "gmp-session.h"
#include "gmp-turn-private.h"

G_BEGIN_DECLS

typedef struct {
  guint     step;          /* actions done when it was taken */
  GmpState *state;
  gboolean  has_log;
  guint     log_length;
  char     *title;
  char     *author;
  char     *description;
  char     *language;
  gboolean  roll_guards_at_start;
} Checkpoint;

struct _GmpSession
{
  GmpScenario *scenario;     /* the game now; its history fields stay NULL */
  GmpScenario *start;        /* where the history starts, without history */
  GPtrArray   *actions;      /* of GmpAction*: the first n_done are done */
  guint        n_done;
  GArray      *log_ends;     /* of guint per action: the log's length after it,
                                G_MAXUINT when not known */
  GPtrArray   *checkpoints;  /* of Checkpoint*, by step; the first is step 0 */
  Checkpoint  *before_last;  /* the position at step n_done - 1, or NULL */
  GArray      *playable;     /* of gboolean per step (0 .. actions->len): the position was
                                seen to keep the rules play needs, or came from one by play
                                (play never breaks them; edits may); FALSE: not known */
  GError      *broken;       /* why the file's history did not replay, or NULL */
  gboolean     dropped;      /* ...and so the game opened without it: undo at
                                the start says why */
  GmpDice     *dice;
};

/* gmp-session-checkpoint.c */
Checkpoint *_gmp_session_checkpoint_take (const GmpScenario *scenario,
                                          guint              step);
void _gmp_session_checkpoint_free (Checkpoint *checkpoint);
void _gmp_session_checkpoint_restore (const Checkpoint *checkpoint,
                                      GmpScenario      *scenario);
const Checkpoint *_gmp_session_checkpoint_at_or_before (GmpSession *session,
                                                        guint       step);
void _gmp_session_maybe_add_checkpoint (GmpSession *session);
void _gmp_session_drop_undone (GmpSession *session);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Checkpoint, _gmp_session_checkpoint_free)

/* gmp-session-perform.c */

/* What actions done one after another share: the turn's cache (what it
 * worked out about a position, a combat's replay above all, is not worked
 * out again by the next call on the same position) and a spare state to
 * look ahead in. Starts zeroed; any number of actions on any scenarios may
 * share one (the cache checks the position it is about). */
typedef struct {
  GmpTurnCache *cache;
  GmpState     *ahead;
  GmpQuestion  *question;   /* the last action's, worked out again in place for the next */
} GmpSessionScratch;

void _gmp_session_scratch_clear (GmpSessionScratch *scratch);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GmpSessionScratch, _gmp_session_scratch_clear)

gboolean _gmp_session_settle_end (GmpScenario        *scenario,
                                  gboolean            check,
                                  GmpSessionScratch  *scratch,
                                  GError            **error);
/* fresh: the action itself when it is new (an answer given as a plain
 * number is written into its fields), NULL when it is replayed */
gboolean _gmp_session_perform (GmpScenario        *scenario,
                               const GmpAction    *action,
                               GmpAction          *fresh,
                               GmpDice            *dice,
                               GmpSessionScratch  *scratch,
                               GError            **error);
gboolean _gmp_session_perform_recorded (GmpScenario        *scenario,
                                        const GmpAction    *action,
                                        gboolean           *checked,
                                        GmpSessionScratch  *scratch,
                                        GError            **error);

/* gmp-session-history.c */
guint _gmp_session_log_length (const GmpScenario *scenario);
gboolean _gmp_session_replay_forward (GmpSession  *session,
                                      guint        to,
                                      GError     **error);
void _gmp_session_check_history (GmpSession *session,
                                 const char *display_name);
GmpScenario *_gmp_session_copy_without_history (const GmpScenario *scenario);

G_END_DECLS
