/* gmp-scenario-load-computer.c: which sides the computer plays (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A solo game names each side the computer plays with a <computer> of the
 * root, so that it opens again with the computer playing the same sides at
 * the same levels; a file without one is a game of people alone. Read
 * before the schema, whose words for a wrong value would only be "or its
 * value is wrong": a side or level the program does not know, or a side
 * given twice, is named with its line here.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-quote.h"
#include "gmp-scenario-loader.h"
#include "gmp-xml.h"

static gboolean
fail (xmlNode     *node,
      const char  *file,
      GError     **error,
      const char  *message)
{
  g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, "%s:%ld: %s", file, xmlGetLineNo (node),
               message);
  return FALSE;
}

static gboolean
read_side (xmlNode     *node,
           const char  *file,
           GmpSide     *side,
           GError     **error)
{
  g_autofree char *text = _gmp_scenario_get_attr (node, "side");
  g_autofree char *quoted = NULL;
  g_autofree char *message = NULL;

  /* Left out: the schema says the attribute is missing */
  *side = GMP_N_SIDES;
  if (text == NULL)
    return TRUE;
  for (*side = 0; *side < GMP_N_SIDES; (*side)++)
    if (g_strcmp0 (text, gmp_side_to_string (*side)) == 0)
      return TRUE;
  quoted = gmp_quote_excerpt (text);
  /* TRANSLATORS: "swarm" and "humans" are the file's words: keep them */
  message = g_strdup_printf (_("<computer side=\"%s\">: the computer plays a side, swarm or "
                               "humans"), quoted);
  return fail (node, file, error, message);
}

static gboolean
read_level (xmlNode         *node,
            const char      *file,
            GmpPlayerLevel  *level,
            GError         **error)
{
  g_autofree char *text = _gmp_scenario_get_attr (node, "level");
  g_autoptr(GError) local_error = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *message = NULL;

  if (text == NULL || gmp_player_level_from_string (text, level, &local_error))
    return TRUE;
  quoted = gmp_quote_excerpt (text);
  message = g_strdup_printf ("<computer level=\"%s\">: %s", quoted, local_error->message);
  return fail (node, file, error, message);
}

gboolean
_gmp_scenario_read_computer (xmlNode      *root,
                             const char   *file,
                             GmpScenario  *scenario,
                             GError      **error)
{
  gboolean seen[GMP_N_SIDES] = { FALSE, };

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      GmpSide side;
      GmpPlayerLevel level = GMP_PLAYER_STRONG;

      if (!gmp_xml_is_element (node, "computer"))
        continue;
      if (!read_side (node, file, &side, error) || !read_level (node, file, &level, error))
        return FALSE;
      if (side == GMP_N_SIDES)
        continue;
      if (seen[side])
        {
          g_autofree char *message =
            g_strdup_printf (_("<computer side=\"%s\"> is given twice: a file names each side "
                               "the computer plays once"), gmp_side_to_string (side));

          return fail (node, file, error, message);
        }
      seen[side] = TRUE;
      if (scenario != NULL)
        {
          scenario->computer[side] = TRUE;
          scenario->computer_level[side] = level;
        }
    }
  return TRUE;
}
