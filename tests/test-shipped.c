/* test-shipped.c: the scenarios that come with the app (data/scenarios/)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each scenario is built here as the editor builds one: edit actions applied
 * through a session, then "Edit as scenario" for a file without the history
 * of its making. With GMP_REBUILD_SCENARIOS=1 the test writes the files;
 * otherwise it checks that they are what this code builds, that each
 * validates with no problem and is no draft, loads and saves back byte for
 * byte, comes through the data resource (gmp-shipped.h) in each of its
 * languages, and plays to the
 * end with `ginormopod-cli play` under several seeds, ending in a victory.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"
#include "core/gmp-shipped.h"

#include "cli-runner.h"
#include "test-util.h"

#define AUTHOR "Ginormopod Rules Assistant"

/* Building, one edit at a time */

static void
apply_ok (GmpSession *session,
          GmpAction  *action)
{
  g_autoptr(GmpAction) owned = action;
  g_autoptr(GError) error = NULL;

  if (!gmp_session_apply (session, owned, &error))
    g_error ("%s", error->message);
}

static int
find (int         found,
      const char *what,
      const char *id)
{
  if (found < 0)
    g_error ("no %s “%s” on the board", what, id);
  return found;
}

/* n units of type and formation in city, on their reduced side or not */
static void
put (GmpSession *session,
     const char *type,
     const char *formation,
     const char *city,
     guint       n,
     gboolean    reduced)
{
  GmpBoard *board = gmp_session_get_board (session);

  for (guint i = 0; i < n; i++)
    {
      GmpAction *action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
      guint id = gmp_state_n_units (gmp_session_get_state (session));

      action->type = find (gmp_board_find_unit_type (board, type), "unit type", type);
      action->formation = find (gmp_board_find_formation (board, formation), "formation",
                                formation);
      action->city = find (gmp_board_find_city (board, city), "city", city);
      apply_ok (session, action);
      if (reduced)
        {
          action = gmp_action_new (GMP_ACTION_SET_UNIT);
          action->unit = (int) id;
          action->city = find (gmp_board_find_city (board, city), "city", city);
          action->value = 1;
          apply_ok (session, action);
        }
    }
}

/* n units off the map: in reserve, on the Time Track (turn), eliminated.
 * The editor places a counter, then sets it aside. */
static void
put_off_map (GmpSession *session,
             const char *type,
             const char *formation,
             GmpPlace    place,
             guint       turn,
             guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      guint id = gmp_state_n_units (gmp_session_get_state (session));
      GmpAction *action;

      put (session, type, formation, "MSP", 1, FALSE);
      action = gmp_action_new (GMP_ACTION_SET_UNIT);
      action->unit = (int) id;
      action->place = place;
      action->turn = turn;
      apply_ok (session, action);
    }
}

/* A Guard in city: value blank, a die, GMP_GUARD_DRAW (drawn from the pool
 * when the game starts) or GMP_GUARD_UNKNOWN */
static void
guard (GmpSession *session,
       const char *city,
       int         value)
{
  GmpBoard *board = gmp_session_get_board (session);
  GmpAction *action = gmp_action_new (GMP_ACTION_PLACE_UNIT);

  action->type = board->guard_type;
  action->formation = GMP_NONE;
  action->city = find (gmp_board_find_city (board, city), "city", city);
  action->value = value;
  apply_ok (session, action);
}

static void
fort (GmpSession *session,
      const char *city,
      guint       strength)
{
  GmpBoard *board = gmp_session_get_board (session);
  GmpAction *action = gmp_action_new (GMP_ACTION_SET_FORT);

  action->fort = find (gmp_board_fort_at (board, (guint) find (gmp_board_find_city (board, city),
                                                               "city", city)),
                       "Fort in", city);
  action->value = (int) strength;
  apply_ok (session, action);
}

static void
chit (GmpSession   *session,
      const char   *id,
      GmpChitPlace  place,
      guint         turn)
{
  GmpBoard *board = gmp_session_get_board (session);
  GmpAction *action = gmp_action_new (GMP_ACTION_SET_CHIT);

  action->chit = find (gmp_board_find_chit (board, id), "chit", id);
  action->place = place;
  action->turn = turn;
  apply_ok (session, action);
}

static void
turn (GmpSession *session,
      guint       number,
      GmpPhase    phase)
{
  GmpAction *action = gmp_action_new (GMP_ACTION_SET_TURN);

  action->turn = number;
  action->place = phase;
  apply_ok (session, action);
}

/* The title and description in the file's language ("en" or "pt-BR"):
 * the same position is shipped in both */
static void
metadata (GmpSession *session,
          const char *language,
          const char *title,
          const char *description,
          const char *title_pt,
          const char *description_pt)
{
  GmpAction *action = gmp_action_new (GMP_ACTION_SET_METADATA);
  gboolean pt = g_strcmp0 (language, "pt-BR") == 0;

  action->text = g_strdup (pt ? title_pt : title);
  action->text2 = g_strdup (AUTHOR);
  action->text3 = g_strdup (pt ? description_pt : description);
  action->text4 = g_strdup (language);
  apply_ok (session, action);
}

/* The allies wait in reserve for their chit (Rules note 23) */
static void
allies_in_reserve (GmpSession *session)
{
  const char *nations[] = { "CAN", "FRA", "LAT" };

  for (guint i = 0; i < G_N_ELEMENTS (nations); i++)
    {
      put_off_map (session, "infantry", nations[i], GMP_PLACE_RESERVE, 0, 2);
      put_off_map (session, "tank", nations[i], GMP_PLACE_RESERVE, 0, 1);
    }
}

/* After turn 2 the Danger FX are in the cup (Rules note 2); after turn 6
 * the allies' chits too */
static void
chits_entered (GmpSession *session,
               gboolean    allies)
{
  chit (session, "tectonic", GMP_CHIT_IN_CUP, 0);
  chit (session, "nuclear", GMP_CHIT_IN_CUP, 0);
  if (allies)
    {
      chit (session, "canadian", GMP_CHIT_IN_CUP, 0);
      chit (session, "french", GMP_CHIT_IN_CUP, 0);
      chit (session, "latin", GMP_CHIT_IN_CUP, 0);
    }
}

static GmpSession *
blank_page (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  GmpSession *session = gmp_session_new_empty (board, &error);

  g_assert_no_error (error);
  return session;
}

/* (a) Turn 5: St. Louis and Memphis have fallen, and formation 2 pours
 * through the hole toward Indianapolis and Louisville. */
static GmpSession *
build_breach (const char *language)
{
  g_autoptr(GmpSession) session = blank_page ();

  metadata (session, language, "Breach at St. Louis",
            "Turn 5. The Forts of St. Louis and Memphis are rubble, and the Fusion Fence has a "
            "hole two cities wide. Formation 2 is already through it, in Indianapolis and "
            "Louisville; Formation 3 masses in Memphis; Formation 1 waits at Des Moines for "
            "Chicago's battered Fort to fall.\n\n"
            "What makes it interesting: the Humans must plug the breach with what Formation B "
            "has left and the reserves of the east, while Atlanta's damaged Fort is three roads "
            "away from the Swarm. The Allies arrive next turn, if the line holds that long.",
            "Brecha em St. Louis",
            "Turno 5. Os Forts de St. Louis e Memphis são escombros, e a Fusion Fence tem uma "
            "brecha de duas cidades. A Formation 2 já passou por ela, em Indianápolis e "
            "Louisville; a Formation 3 se concentra em Memphis; a Formation 1 espera em Des "
            "Moines que o Fort castigado de Chicago caia.\n\n"
            "O que o torna interessante: os Humanos precisam fechar a brecha com o que resta da "
            "Formation B e as reservas do leste, enquanto o Fort danificado de Atlanta está a "
            "três estradas do Enxame. Os Aliados chegam no próximo turno, se a linha aguentar "
            "até lá.");
  turn (session, 5, GMP_PHASE_FADE_IN);

  fort (session, "CHI", 1);
  fort (session, "STL", 0);
  fort (session, "MEM", 0);
  fort (session, "JAN", 1);
  fort (session, "ATL", 1);

  /* Formation 1: at the gates of Chicago */
  put (session, "ant", "1", "DSM", 2, FALSE);
  put (session, "spider", "1", "DSM", 1, FALSE);
  put (session, "ant", "1", "MSP", 1, TRUE);
  put (session, "worm", "1", "MSP", 1, FALSE);
  put (session, "worm", "1", "OMA", 1, FALSE);
  put_off_map (session, "ant", "1", GMP_PLACE_ELIMINATED, 0, 1);
  put_off_map (session, "spider", "1", GMP_PLACE_TIME_TRACK, 6, 1);
  /* Formation 2: through the breach */
  put (session, "ant", "2", "SDF", 2, FALSE);
  put (session, "spider", "2", "SDF", 1, FALSE);
  put (session, "ant", "2", "IND", 1, FALSE);
  put (session, "spider", "2", "IND", 1, TRUE);
  put (session, "ant", "2", "STL", 1, FALSE);
  put (session, "worm", "2", "MKC", 1, FALSE);
  put (session, "worm", "2", "OKC", 1, FALSE);
  /* Formation 3: in Memphis, one ant already at Birmingham */
  put (session, "ant", "3", "MEM", 2, FALSE);
  put (session, "spider", "3", "MEM", 1, FALSE);
  put (session, "ant", "3", "BHM", 1, FALSE);
  put (session, "spider", "3", "HOU", 1, FALSE);
  put (session, "worm", "3", "DAL", 1, FALSE);
  put (session, "worm", "3", "HOU", 1, FALSE);
  put_off_map (session, "ant", "3", GMP_PLACE_TIME_TRACK, 6, 1);

  /* Formation A: Chicago and the capital */
  put (session, "infantry", "A", "CHI", 1, TRUE);
  put (session, "tank", "A", "CHI", 1, FALSE);
  put (session, "infantry", "A", "NYC", 1, FALSE);
  put (session, "infantry", "A", "WAS", 1, FALSE);
  put (session, "tank", "A", "WAS", 1, FALSE);
  put (session, "infantry", "A", "CMH", 1, FALSE);
  put (session, "tank", "A", "CVG", 1, FALSE);
  /* Formation B: what came back from St. Louis and Memphis */
  put (session, "infantry", "B", "BNA", 1, TRUE);
  put (session, "infantry", "B", "CVG", 1, FALSE);
  put (session, "tank", "B", "TYS", 1, FALSE);
  put_off_map (session, "infantry", "B", GMP_PLACE_ELIMINATED, 0, 2);
  put_off_map (session, "tank", "B", GMP_PLACE_ELIMINATED, 0, 1);
  /* Formation C: the south holds */
  put (session, "infantry", "C", "JAN", 2, FALSE);
  put (session, "infantry", "C", "MSY", 1, FALSE);
  put (session, "tank", "C", "MSY", 1, FALSE);
  put (session, "infantry", "C", "ATL", 2, TRUE);
  put (session, "tank", "C", "ATL", 1, FALSE);
  allies_in_reserve (session);

  /* The Guards the Swarm has not found yet */
  guard (session, "PIT", GMP_GUARD_DRAW);
  guard (session, "DTW", GMP_GUARD_DRAW);
  guard (session, "SAV", GMP_GUARD_DRAW);
  guard (session, "JAX", GMP_GUARD_DRAW);
  guard (session, "MIA", GMP_GUARD_DRAW);
  guard (session, "CMH", GMP_GUARD_DRAW);

  chits_entered (session, FALSE);
  return g_steal_pointer (&session);
}

/* (b) Turn 7: the fence is gone, Atlanta has fallen; one more key city
 * and the Swarm wins. */
static GmpSession *
build_last_stand (const char *language)
{
  g_autoptr(GmpSession) session = blank_page ();

  metadata (session, language, "Last stand at Washington",
            "Turn 7. The Fusion Fence has fallen from Chicago to Jackson and Atlanta is "
            "destroyed: one more key city and the Swarm wins. What is left of the Human "
            "armies has fallen back to the coast around Washington, Philadelphia and New "
            "York, while the Swarm comes over the Appalachians from Pittsburgh and up the "
            "coast from Raleigh.\n\n"
            "What makes it interesting: four turns to hold two Forts against the whole Swarm. "
            "The Allies' chits are in the cup, every Fort that is left is a fortress worth "
            "dying for, and the Swarm must decide whether to throw everything at Washington or "
            "split between the capital and New York.",
            "Última resistência em Washington",
            "Turno 7. A Fusion Fence caiu de Chicago a Jackson e Atlanta está destruída: mais "
            "uma cidade-chave e o Enxame vence. O que resta dos exércitos Humanos recuou para a "
            "costa em volta de Washington, Filadélfia e Nova York, enquanto o Enxame atravessa "
            "os Apalaches a partir de Pittsburgh e sobe a costa a partir de Raleigh.\n\n"
            "O que o torna interessante: quatro turnos para segurar dois Forts contra o Enxame "
            "inteiro. Os chits dos Aliados estão no copo, cada Fort que resta é uma fortaleza "
            "pela qual vale morrer, e o Enxame precisa decidir se joga tudo contra Washington "
            "ou se divide entre a capital e Nova York.");
  turn (session, 7, GMP_PHASE_FADE_IN);

  fort (session, "CHI", 0);
  fort (session, "STL", 0);
  fort (session, "MEM", 0);
  fort (session, "JAN", 0);
  fort (session, "MSY", 1);
  fort (session, "ATL", 0);
  fort (session, "WAS", 1);
  fort (session, "NYC", 2);

  /* Formation 1 came through Chicago: Pittsburgh and Cleveland */
  put (session, "ant", "1", "PIT", 2, FALSE);
  put (session, "spider", "1", "PIT", 1, FALSE);
  put (session, "ant", "1", "PIT", 1, FALSE);
  put (session, "worm", "1", "CMH", 1, FALSE);
  put (session, "worm", "1", "MSP", 1, FALSE);
  put_off_map (session, "ant", "1", GMP_PLACE_TIME_TRACK, 8, 1);
  put_off_map (session, "spider", "1", GMP_PLACE_ELIMINATED, 0, 1);
  /* Formation 2 holds Atlanta and pushes to Charlotte */
  put (session, "ant", "2", "CLT", 2, FALSE);
  put (session, "spider", "2", "CLT", 1, TRUE);
  put (session, "ant", "2", "ATL", 1, FALSE);
  put (session, "worm", "2", "ATL", 1, FALSE);
  put (session, "worm", "2", "TYS", 1, FALSE);
  put (session, "spider", "2", "MKC", 1, FALSE);
  put_off_map (session, "ant", "2", GMP_PLACE_TIME_TRACK, 8, 1);
  /* Formation 3 on the Gulf and in Raleigh */
  put (session, "ant", "3", "RDU", 2, FALSE);
  put (session, "spider", "3", "RDU", 1, FALSE);
  put (session, "ant", "3", "SAV", 1, FALSE);
  put (session, "worm", "3", "BHM", 1, FALSE);
  put (session, "worm", "3", "HOU", 1, FALSE);
  put (session, "spider", "3", "DAL", 1, FALSE);
  put_off_map (session, "ant", "3", GMP_PLACE_ELIMINATED, 0, 1);

  /* Formation A in the two capitals */
  put (session, "infantry", "A", "WAS", 2, TRUE);
  put (session, "tank", "A", "WAS", 1, FALSE);
  put (session, "infantry", "A", "NYC", 1, FALSE);
  put (session, "tank", "A", "NYC", 1, TRUE);
  put (session, "infantry", "B", "NYC", 1, TRUE);
  put_off_map (session, "infantry", "A", GMP_PLACE_ELIMINATED, 0, 1);
  put_off_map (session, "tank", "A", GMP_PLACE_ELIMINATED, 0, 1);
  /* Formation B between them */
  put (session, "infantry", "B", "PHL", 1, FALSE);
  put (session, "tank", "B", "PHL", 1, FALSE);
  put_off_map (session, "infantry", "B", GMP_PLACE_ELIMINATED, 0, 2);
  put_off_map (session, "tank", "B", GMP_PLACE_ELIMINATED, 0, 1);
  /* Formation C, what escaped from Atlanta */
  put (session, "infantry", "C", "BOS", 2, TRUE);
  put (session, "tank", "C", "PHL", 1, FALSE);
  put (session, "infantry", "C", "MSY", 1, FALSE);
  put_off_map (session, "infantry", "C", GMP_PLACE_ELIMINATED, 0, 2);
  put_off_map (session, "tank", "C", GMP_PLACE_ELIMINATED, 0, 1);
  allies_in_reserve (session);

  /* Guards still hidden along the coast */
  guard (session, "BOS", GMP_GUARD_DRAW);
  guard (session, "NYC", GMP_GUARD_DRAW);
  guard (session, "JAX", GMP_GUARD_DRAW);

  chits_entered (session, TRUE);
  return g_steal_pointer (&session);
}

/* (c) The standard setup, with the whole Guard pool placed by hand instead
 * of the National Guard table: some sides known, the rest drawn at start. */
static GmpSession *
build_guard_rises (const char *language)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (1),
                                                        GMP_SETUP_NO_GUARDS, &error);
  GmpAction *rule;

  g_assert_no_error (error);
  metadata (session, language, "The Guard rises",
            "The standard setup, but the whole nation has answered the call: all sixteen "
            "National Guard counters are on the map, placed by hand instead of rolled on the "
            "table. The Guards of Detroit, Indianapolis, Louisville and Nashville are known to "
            "be strong (a 5 or a 6); the others are drawn face down from the pool when the game "
            "starts, so a few are blanks that vanish when the Swarm arrives.\n\n"
            "What makes it interesting: the Swarm must grind through a Guard behind every "
            "road east of the fence, and the Humans must decide whether to trust the hidden "
            "Guards or pull their armies back to the key cities.",
            "A Guarda se levanta",
            "A preparação padrão, mas a nação inteira atendeu ao chamado: os dezesseis "
            "marcadores de National Guard estão no mapa, colocados à mão em vez de sorteados na "
            "tabela. As Guards de Detroit, Indianápolis, Louisville e Nashville são sabidamente "
            "fortes (um 5 ou um 6); as outras são tiradas viradas para baixo do conjunto quando "
            "a partida começa, então algumas são em branco e somem quando o Enxame chega.\n\n"
            "O que o torna interessante: o Enxame precisa abrir caminho por uma Guard atrás de "
            "cada estrada a leste da cerca, e os Humanos precisam decidir se confiam nas Guards "
            "ocultas ou recuam seus exércitos para as cidades-chave.");
  rule = gmp_action_new (GMP_ACTION_SET_GUARD_RULE);
  rule->flag = FALSE;
  apply_ok (session, rule);

  /* Known: two 6s and two 5s where the Swarm comes through */
  guard (session, "DTW", 6);
  guard (session, "IND", 6);
  guard (session, "SDF", 5);
  guard (session, "BNA", 5);
  /* Drawn from the pool when the game starts */
  guard (session, "DTW", GMP_GUARD_DRAW);
  guard (session, "IND", GMP_GUARD_DRAW);
  guard (session, "BHM", GMP_GUARD_DRAW);
  guard (session, "BHM", GMP_GUARD_DRAW);
  guard (session, "MOB", GMP_GUARD_DRAW);
  guard (session, "CMH", GMP_GUARD_DRAW);
  guard (session, "CVG", GMP_GUARD_DRAW);
  guard (session, "PIT", GMP_GUARD_DRAW);
  guard (session, "TYS", GMP_GUARD_DRAW);
  guard (session, "CLE", GMP_GUARD_DRAW);
  guard (session, "JAX", GMP_GUARD_DRAW);
  guard (session, "SAV", GMP_GUARD_DRAW);

  return g_steal_pointer (&session);
}

typedef GmpSession *(*BuildFunc) (const char *language);

/* Each scenario in English and in Brazilian Portuguese, as gmp-shipped.c
 * lists them; index / 2 is the scenario's number there */
static const struct {
  const char *file;
  const char *language;
  BuildFunc   build;
} shipped[] = {
  { "breach-at-st-louis.gmpscenario", "en", build_breach },
  { "breach-at-st-louis.pt_BR.gmpscenario", "pt-BR", build_breach },
  { "last-stand-at-washington.gmpscenario", "en", build_last_stand },
  { "last-stand-at-washington.pt_BR.gmpscenario", "pt-BR", build_last_stand },
  { "the-guard-rises.gmpscenario", "en", build_guard_rises },
  { "the-guard-rises.pt_BR.gmpscenario", "pt-BR", build_guard_rises },
};

/* The file's bytes: "Edit as scenario" on the built position, so the file
 * has no history of its making */
static GBytes *
build_bytes (guint i)
{
  g_autoptr(GmpSession) built = shipped[i].build (shipped[i].language);
  g_autoptr(GmpSession) scenario = NULL;
  g_autoptr(GPtrArray) problems = gmp_session_dup_problems (built);
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < problems->len; p++)
    g_printerr ("%s: %s\n", shipped[i].file,
                ((const GmpProblem *) g_ptr_array_index (problems, p))->message);
  g_assert_cmpuint (problems->len, ==, 0);
  scenario = gmp_session_new_from_position (built, &error);
  g_assert_no_error (error);
  return gmp_session_to_bytes (scenario);
}

static char *
source_path (guint i)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", shipped[i].file, NULL);
}

static void
test_files_are_built (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autoptr(GBytes) built = build_bytes (i);
      g_autofree char *path = source_path (i);
      g_autofree char *text = g_strndup (g_bytes_get_data (built, NULL), g_bytes_get_size (built));
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;

      if (g_strcmp0 (g_getenv ("GMP_REBUILD_SCENARIOS"), "1") == 0)
        {
          g_file_set_contents (path, text, -1, &error);
          g_assert_no_error (error);
          g_test_message ("wrote %s", path);
        }
      g_file_get_contents (path, &contents, NULL, &error);
      g_assert_no_error (error);
      /* Run with GMP_REBUILD_SCENARIOS=1 after changing a scenario above */
      g_assert_cmpstr (contents, ==, text);
    }
}

/* Each validates with no problem, is no draft, says who made it and what
 * is interesting, and loads and saves back byte for byte, from the source
 * tree and from the data resource */
static void
test_files_are_sound (void)
{
  g_assert_cmpuint (gmp_shipped_count () * 2, ==, G_N_ELEMENTS (shipped));

  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *path = source_path (i);
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpScenario) unchecked = NULL;
      g_autoptr(GmpSession) session = NULL;
      g_autoptr(GBytes) resource_bytes = NULL;
      const char *resource_path;
      g_autoptr(GPtrArray) problems = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GBytes) saved = NULL;
      const GmpScenario *scenario;

      {
        char *contents = NULL;
        gsize length = 0;

        g_file_get_contents (path, &contents, &length, &error);
        g_assert_no_error (error);
        bytes = g_bytes_new_take (contents, length);
      }

      unchecked = gmp_scenario_load_bytes_unchecked (bytes, shipped[i].file, &error);
      g_assert_no_error (error);
      problems = gmp_state_validate_game (unchecked->state);
      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_false (unchecked->draft);

      session = gmp_session_load_bytes (bytes, shipped[i].file, &error);
      g_assert_no_error (error);
      scenario = gmp_session_get_scenario (session);
      g_assert_false (gmp_session_is_draft (session));
      g_assert_true (gmp_session_check_playable (session, NULL));
      g_assert_cmpstr (scenario->author, ==, AUTHOR);
      g_assert_cmpstr (scenario->language, ==, shipped[i].language);
      g_assert_nonnull (scenario->title);
      g_assert_nonnull (strstr (scenario->description,
                                g_str_equal (shipped[i].language, "en")
                                ? "What makes it interesting" : "O que o torna interessante"));
      g_assert_null (scenario->log);
      g_assert_cmpuint (gmp_session_get_n_actions (session), ==, 0);
      saved = gmp_session_to_bytes (session);
      g_assert_true (g_bytes_equal (saved, bytes));

      resource_path = gmp_shipped_resource_path_in (i / 2, shipped[i].language);
      g_assert_nonnull (resource_path);
      g_assert_true (g_str_has_suffix (resource_path, shipped[i].file));
      resource_bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      g_assert_no_error (error);
      g_assert_true (g_bytes_equal (resource_bytes, bytes));
    }
}

/* The app's New menu lists each in the reader's language, English for the
 * others, and loads that one */
static void
test_reader_language (void)
{
  const struct {
    const char *language;
    const char *title;
  } cases[] = {
    { "C", "Breach at St. Louis" },
    { "pt_BR", "Brecha em St. Louis" },
    { "pt_BR.UTF-8", "Brecha em St. Louis" },
    { "fr_FR", "Breach at St. Louis" },
  };
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *title = NULL;
      g_autoptr(GmpSession) session = NULL;
      g_autoptr(GError) error = NULL;

      g_setenv ("LANGUAGE", cases[c].language, TRUE);
      title = gmp_shipped_title (0);
      g_assert_cmpstr (title, ==, cases[c].title);
      session = gmp_shipped_load (0, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (gmp_session_get_scenario (session)->title, ==, cases[c].title);
    }
  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* `ginormopod-cli play` takes each to the end under several seeds, and the
 * game ends in a victory */
static void
test_files_play (void)
{
  const char *seeds[] = { "1", "2", "3", "4" };
  char *dir = g_dir_make_tmp ("gmp-shipped-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "out.gmpscenario", NULL);
  guint wins[GMP_WINNER_HUMANS + 1] = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    for (guint s = 0; s < G_N_ELEMENTS (seeds); s++)
      {
        g_autofree char *path = source_path (i);
        g_auto(CliRun) run = { 0, };
        g_autoptr(GmpScenario) result = NULL;
        g_autoptr(GError) error = NULL;

        g_unlink (out);
        cli_run (&run, "play", path, "--seed", seeds[s], "--out", out, NULL);
        if (run.status != 0)
          g_printerr ("%s", run.err);
        g_assert_cmpint (run.status, ==, 0);
        result = gmp_scenario_load_file (out, &error);
        g_assert_no_error (error);
        g_assert_true (gmp_turn_is_over (result->state));
        g_assert_cmpint (result->state->winner, !=, GMP_WINNER_NONE);
        wins[result->state->winner]++;
        g_test_message ("%s, seed %s: %s won on turn %u", shipped[i].file, seeds[s],
                        result->state->winner == GMP_WINNER_SWARM ? "the Swarm" : "the Humans",
                        result->state->turn);
      }
  g_test_message ("Swarm %u, Humans %u", wins[GMP_WINNER_SWARM], wins[GMP_WINNER_HUMANS]);
  cli_tmp_dir_remove (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/shipped/built", test_files_are_built);
  g_test_add_func ("/shipped/sound", test_files_are_sound);
  g_test_add_func ("/shipped/reader-language", test_reader_language);
  g_test_add_func ("/shipped/play", test_files_play);

  return g_test_run ();
}
