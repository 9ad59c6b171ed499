/* gmp-cli-suggest.c: next --suggest, the computer player's advice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Up to three answers to the pending question, best first, from the strong
 * computer player (gmp_player_suggest()): each as `next` or `move` takes
 * it, with the exact odds of the battle it leads to, the odds `odds` gives,
 * and one line on why.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-player.h"
#include "gmp-cli-suggest.h"

#define N_SUGGESTIONS 3

static char *
units_list (const GArray *units)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < units->len; i++)
    g_string_append_printf (text, i > 0 ? ",%u" : "%u", g_array_index (units, guint, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What to type for it: an answer's token, a move's arguments */
static char *
suggestion_command (const GmpState      *state,
                    const GmpQuestion   *question,
                    const GmpSuggestion *s,
                    const char          *path)
{
  const GmpBoard *board = state->board;

  switch (s->kind)
    {
    case GMP_SUGGESTION_MOVE:
      {
        g_autofree char *units = units_list (s->units);

        return g_strdup_printf ("ginormopod-cli move %s %s %s --units %s", path,
                                board->cities[s->from].id, board->cities[s->to].id, units);
      }
    case GMP_SUGGESTION_FX:
      return g_strdup_printf ("ginormopod-cli next %s --fx %s --city %s", path,
                              board->chits[s->chit].id, board->cities[s->to].id);
    case GMP_SUGGESTION_ANSWER:
    default:
      {
        g_autofree char *token = gmp_answer_to_string (state, question, s->answer);

        return g_strdup_printf ("--answer %s", token);
      }
    }
}

static void
add_suggestion_json (JsonBuilder         *builder,
                     const GmpState      *state,
                     const GmpQuestion   *question,
                     const GmpSuggestion *s)
{
  const GmpBoard *board = state->board;
  static const char *const kinds[] = { "answer", "move", "fx" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, kinds[s->kind]);
  if (s->kind == GMP_SUGGESTION_ANSWER)
    {
      g_autofree char *token = gmp_answer_to_string (state, question, s->answer);

      json_builder_set_member_name (builder, "token");
      json_builder_add_string_value (builder, token);
    }
  if (s->kind == GMP_SUGGESTION_MOVE)
    {
      json_builder_set_member_name (builder, "from");
      json_builder_add_string_value (builder, board->cities[s->from].id);
      json_builder_set_member_name (builder, "units");
      json_builder_begin_array (builder);
      for (guint i = 0; i < s->units->len; i++)
        json_builder_add_int_value (builder, g_array_index (s->units, guint, i));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "path");
      json_builder_begin_array (builder);
      for (guint i = 0; i < s->path->len; i++)
        json_builder_add_string_value (builder, board->cities[g_array_index (s->path, guint, i)].id);
      json_builder_end_array (builder);
    }
  if (s->kind == GMP_SUGGESTION_FX)
    {
      json_builder_set_member_name (builder, "chit");
      json_builder_add_string_value (builder, board->chits[s->chit].id);
    }
  if (s->kind != GMP_SUGGESTION_ANSWER)
    {
      json_builder_set_member_name (builder, "to");
      json_builder_add_string_value (builder, board->cities[s->to].id);
    }
  json_builder_set_member_name (builder, "why");
  json_builder_add_string_value (builder, s->why);
  json_builder_set_member_name (builder, "odds");
  if (s->odds != NULL)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[s->odds_city].id);
      json_builder_set_member_name (builder, "battle");
      gmp_cli_add_odds_json (builder, state, s->odds, s->kind == GMP_SUGGESTION_MOVE);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

gboolean
gmp_cli_suggest (GmpSession        *session,
                 const GmpState    *shown,
                 const GmpQuestion *question,
                 const char        *path,
                 JsonBuilder       *builder,
                 GError           **error)
{
  g_autoptr(GmpPlayer) player = gmp_player_new (GMP_PLAYER_STRONG);
  g_autoptr(GPtrArray) suggestions = gmp_player_suggest (player, session, N_SUGGESTIONS, error);

  if (suggestions == NULL)
    return FALSE;
  if (builder != NULL)
    {
      json_builder_set_member_name (builder, "suggestions");
      json_builder_begin_array (builder);
      for (guint i = 0; i < suggestions->len; i++)
        add_suggestion_json (builder, shown, question, g_ptr_array_index (suggestions, i));
      json_builder_end_array (builder);
      return TRUE;
    }

  if (suggestions->len == 0)
    {
      g_print ("%s\n", _("No advice: nobody chooses here."));
      return TRUE;
    }
  g_print ("%s\n", _("The strong computer player suggests:"));
  for (guint i = 0; i < suggestions->len; i++)
    {
      const GmpSuggestion *s = g_ptr_array_index (suggestions, i);
      g_autofree char *command = suggestion_command (shown, question, s, path);

      g_print ("  %u. %s\n     %s\n", i + 1, command, s->why);
    }
  return TRUE;
}
