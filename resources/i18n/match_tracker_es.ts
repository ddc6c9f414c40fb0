<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AbandonDialog</name>
    <message>
        <source>Waterlogged pitch</source>
        <extracomment>The reasons offered; any other may be typed.</extracomment>
        <translation>Campo anegado</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Niebla</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Tormenta eléctrica</translation>
    </message>
    <message>
        <source>Floodlight failure</source>
        <translation>Fallo de iluminación</translation>
    </message>
    <message>
        <source>Crowd trouble</source>
        <translation>Incidentes en la grada</translation>
    </message>
    <message>
        <source>Serious injury</source>
        <translation>Lesión grave</translation>
    </message>
    <message>
        <source>Fewer than seven players (Law 3)</source>
        <translation>Menos de siete jugadores (Regla 3)</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Suspender el partido</translation>
    </message>
    <message>
        <source>Abandon {home} v {away}? Play stops for good: nothing more can be logged, and the score when play stopped ({score}) is no result. Undo takes it back.</source>
        <translation>¿Suspender {home} - {away}? El juego se detiene definitivamente: no se podrá registrar nada más, y el marcador en el momento de la suspensión ({score}) no es un resultado. Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>{team} have had fewer than seven players on the pitch since {when}: Law 3 does not let the match go on.</source>
        <translation>{team} tiene menos de siete jugadores en el campo desde el {when}: la Regla 3 no permite que el partido continúe.</translation>
    </message>
    <message>
        <source>Minute</source>
        <translation>Minuto</translation>
    </message>
    <message>
        <source>&amp;Minute:</source>
        <translation>&amp;Minuto:</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>as the referee gave it</source>
        <translation>según lo indicó el árbitro</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>M&amp;otivo:</translation>
    </message>
    <message>
        <source>&amp;Abandon the match</source>
        <translation>&amp;Suspender el partido</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>not installed</source>
        <translation>no instalado</translation>
    </message>
    <message>
        <source>About Match Tracker</source>
        <translation>Acerca de Match Tracker</translation>
    </message>
    <message>
        <source>Log a football match live and produce its match sheet.</source>
        <translation>Registre un partido de fútbol en directo y obtenga su acta.</translation>
    </message>
    <message>
        <source>Licence: {0}. Copyright © The Match Tracker developers.</source>
        <translation>Licencia: {0}. Copyright © Los desarrolladores de Match Tracker.</translation>
    </message>
    <message>
        <source>Built on:</source>
        <translation>Construido con:</translation>
    </message>
</context>
<context>
    <name>AdjustmentsDialog</name>
    <message>
        <source>Points adjustments — {title}</source>
        <extracomment>An adjustment was recorded or removed: the tables are out of date.</extracomment>
        <translation>Ajustes de puntos — {title}</translation>
    </message>
    <message>
        <source>Points adjustments</source>
        <translation>Ajustes de puntos</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Delete the selected adjustment (one entered wrongly)</source>
        <translation>Borrar el ajuste seleccionado (uno introducido por error)</translation>
    </message>
    <message>
        <source>Negative for a deduction, positive for an award</source>
        <translation>Negativo para una deducción, positivo para una bonificación</translation>
    </message>
    <message>
        <source>why: the table shows it</source>
        <translation>motivo: la tabla lo muestra</translation>
    </message>
    <message>
        <source>From &amp;the day</source>
        <extracomment>Without a day the adjustment counts in every table; with one, from that day.</extracomment>
        <translation>Desde &amp;el día</translation>
    </message>
    <message>
        <source>Day it took effect</source>
        <translation>Día de entrada en vigor</translation>
    </message>
    <message>
        <source>The day it took effect: a table as of an earlier day leaves it out</source>
        <translation>El día en que entró en vigor: una tabla a una fecha anterior no lo incluye</translation>
    </message>
    <message>
        <source>Recor&amp;d</source>
        <translation>&amp;Registrar</translation>
    </message>
    <message>
        <source>T&amp;eam:</source>
        <translation>&amp;Equipo:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Puntos:</translation>
    </message>
    <message>
        <source>Rea&amp;son:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recorded&lt;/b&gt;</source>
        <extracomment>The last refusal (in red) or what was done.</extracomment>
        <translation>&lt;b&gt;Registrados&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Record a deduction or an award&lt;/b&gt;</source>
        <translation>&lt;b&gt;Registrar una deducción o una bonificación&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The adjustments cannot be read: {exc}</source>
        <translation>No se pueden leer los ajustes: {exc}</translation>
    </message>
    <message>
        <source>Not recorded: say why (the table shows the reason)</source>
        <translation>No registrado: indique el motivo (la tabla lo muestra)</translation>
    </message>
    <message>
        <source>Not recorded: {exc}</source>
        <translation>No registrado: {exc}</translation>
    </message>
    <message>
        <source>Recorded: {team} {points} ({reason})</source>
        <translation>Registrado: {team} {points} ({reason})</translation>
    </message>
    <message>
        <source>Not removed: {exc}</source>
        <translation>No quitado: {exc}</translation>
    </message>
    <message>
        <source>Removed: {team} {points} ({reason})</source>
        <translation>Quitado: {team} {points} ({reason})</translation>
    </message>
</context>
<context>
    <name>AuthorLabel</name>
    <message>
        <source>Stored with every event you log or change (Match › Your name… to change it)</source>
        <translation>Se guarda con cada evento que registra o modifica (para cambiarlo: Partido › Su nombre…)</translation>
    </message>
    <message>
        <source>Viewing only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>Logging as {author}</source>
        <translation>Registrando como {author}</translation>
    </message>
    <message>
        <source>Logging as (no name)</source>
        <translation>Registrando como (sin nombre)</translation>
    </message>
</context>
<context>
    <name>ChooseDatabase</name>
    <message>
        <source>Open or create a database</source>
        <translation>Abrir o crear una base de datos</translation>
    </message>
    <message>
        <source>Match Tracker database (*.sqlite3 *.db);;All files (*)</source>
        <translation>Base de datos de Match Tracker (*.sqlite3 *.db);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>CompetitionPage</name>
    <message>
        <source>Matches of the edition</source>
        <extracomment>A team&apos;s page was asked for (its name). A player&apos;s page was asked for (person id). A match was asked for (match id): the window opens it. The edition whose dates the &quot;as of&quot; choice spans.</extracomment>
        <translation>Partidos de la edición</translation>
    </message>
    <message>
        <source>Double-click (or Enter on) a team for its page; on a logged match, to open it</source>
        <translation>Doble clic (o Intro) en un equipo abre su página; en un partido registrado, lo abre</translation>
    </message>
    <message>
        <source>&amp;Round: </source>
        <extracomment>The matches of one round (a league&apos;s matchday) or of all.</extracomment>
        <translation>&amp;Jornada: </translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>Group tables two abreast, each as tall as its rows.</extracomment>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Whole season</source>
        <extracomment>The group tables shown, and how many side by side. A league&apos;s tables count the whole season, or home or away matches only.</extracomment>
        <translation>Temporada completa</translation>
    </message>
    <message>
        <source>Home matches</source>
        <translation>Partidos en casa</translation>
    </message>
    <message>
        <source>Away matches</source>
        <translation>Partidos fuera</translation>
    </message>
    <message>
        <source>Co&amp;unt: </source>
        <translation>C&amp;ómputo: </translation>
    </message>
    <message>
        <source>As o&amp;f</source>
        <extracomment>The tables as of a day: the matches played by then, the adjustments in effect.</extracomment>
        <translation>A fec&amp;ha de</translation>
    </message>
    <message>
        <source>The tables as they stood on a day: the matches played by then and the points adjustments in effect</source>
        <translation>Las clasificaciones tal como estaban un día: los partidos jugados hasta entonces y los ajustes de puntos vigentes</translation>
    </message>
    <message>
        <source>Standings as of</source>
        <translation>Clasificación a fecha de</translation>
    </message>
    <message>
        <source>&amp;Adjust points…</source>
        <extracomment>Records, lists and removes the edition&apos;s points deductions and awards.</extracomment>
        <translation>&amp;Ajustar puntos…</translation>
    </message>
    <message>
        <source>Record a points deduction or award with its reason, or remove one</source>
        <translation>Registrar una deducción o bonificación de puntos con su motivo, o quitarla</translation>
    </message>
    <message>
        <source>Top scorers</source>
        <extracomment>The open adjustments dialog, if any. Who records an adjustment (the window&apos;s user). Asked before the page is read again for a venue or a day: True if the server is known not to answer (the records window says so, and reads it once it does). Told why the server did not answer such a read.</extracomment>
        <translation>Goleadores</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>What the edition&apos;s matches lack for the board (scorers, line-ups), if anything.</extracomment>
        <translation>Tarjetas</translation>
    </message>
    <message>
        <source>Suspensions</source>
        <translation>Sanciones</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tarjetas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suspensions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sanciones&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <extracomment>Takes the room when neither list shows: the notes stay under their headings.</extracomment>
        <translation>&amp;Partidos</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <source>Top s&amp;corers</source>
        <translation>&amp;Goleadores</translation>
    </message>
    <message>
        <source>Cards and s&amp;uspensions</source>
        <translation>Tarjetas y &amp;sanciones</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:15pt; font-weight:600&apos;&gt;{name}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:15pt; font-weight:600&apos;&gt;{name}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>No group tables: this edition has no group matches stored.</source>
        <translation>No hay clasificaciones de grupo: de esta edición no hay partidos de grupo guardados.</translation>
    </message>
    <message>
        <source>the regulations then use lots</source>
        <translation>el reglamento recurre entonces al sorteo</translation>
    </message>
    <message>
        <source>fair play cannot be counted here: {lacking}; lots may decide</source>
        <translation>el juego limpio no se puede contar aquí: {lacking}; puede decidir un sorteo</translation>
    </message>
    <message>
        <source>the regulations then use fair play or lots</source>
        <translation>el reglamento recurre entonces al juego limpio o al sorteo</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:gray&apos;&gt;* level on every criterion the library holds ({then}).&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:gray&apos;&gt;* igualados en todos los criterios que guarda la biblioteca ({then}).&lt;/span&gt;</translation>
    </message>
    <message>
        <source>not in the table&apos;s figures</source>
        <translation>no cuenta en las cifras de la tabla</translation>
    </message>
    <message>
        <source>† level on every criterion the library holds</source>
        <translation>† igualados en todos los criterios que guarda la biblioteca</translation>
    </message>
    <message>
        <source>Play-offs and knockout ties</source>
        <translation>Play-offs y eliminatorias</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Eliminatorias</translation>
    </message>
    <message>
        <source>No league matches stored yet.</source>
        <translation>Aún no hay partidos de liga guardados.</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Todas las rondas</translation>
    </message>
    <message>
        <source>Cannot show this edition: {exc}</source>
        <translation>No se puede mostrar esta edición: {exc}</translation>
    </message>
    <message>
        <source>Suspensions are not available in this version.</source>
        <translation>Las sanciones no están disponibles en esta versión.</translation>
    </message>
    <message>
        <source>The suspensions cannot be worked out: {exc}</source>
        <translation>No se pueden calcular las sanciones: {exc}</translation>
    </message>
    <message>
        <source>No suspensions in this edition.</source>
        <translation>No hay sanciones en esta edición.</translation>
    </message>
</context>
<context>
    <name>ConfirmRestore</name>
    <message>
        <source>Restore from backup</source>
        <translation>Restaurar desde copia de seguridad</translation>
    </message>
    <message>
        <source>Replace everything in {name} with the backup “{label}” ({contents})?</source>
        <translation>¿Reemplazar todo el contenido de {name} por la copia «{label}» ({contents})?</translation>
    </message>
    <message>
        <source>What {name} holds now is kept as a backup first (“before a restore”, at the top of the list): restore that one to get it back.</source>
        <translation>Lo que contiene ahora {name} se conserva antes como copia de seguridad («antes de una restauración», la primera de la lista): restáurela para recuperarlo.</translation>
    </message>
    <message>
        <source>This drops what the backup does not hold:</source>
        <translation>Se descarta lo que la copia de seguridad no contiene:</translation>
    </message>
</context>
<context>
    <name>DatabaseFileWatch</name>
    <message>
        <source>Saved the match to {written}</source>
        <extracomment>What went wrong with the file, once found (&quot;&quot; while it is fine).</extracomment>
        <translation>Partido guardado en {written}</translation>
    </message>
    <message>
        <source>Logging has stopped: the database is not there any more ({problem}). Save the match elsewhere (File › Export…) or put a backup back (File › Restore from backup…)</source>
        <translation>El registro se ha detenido: la base de datos ya no está ({problem}). Guarde el partido en otro lugar (Archivo › Exportar…) o restaure una copia de seguridad (Archivo › Restaurar copia de seguridad…)</translation>
    </message>
    <message>
        <source>Logging has stopped: the database is not there any more ({problem})</source>
        <translation>El registro se ha detenido: la base de datos ya no está ({problem})</translation>
    </message>
</context>
<context>
    <name>DatabaseProblem</name>
    <message>
        <source>Match Tracker</source>
        <translation>Match Tracker</translation>
    </message>
    <message>
        <source>The database cannot be opened.</source>
        <translation>No se puede abrir la base de datos.</translation>
    </message>
    <message>
        <source>{upper}{message}

The file was not changed. You can open or create another database</source>
        <translation>{upper}{message}

El archivo no se ha modificado. Puede abrir o crear otra base de datos</translation>
    </message>
    <message>
        <source>, or restore a backup of this one.</source>
        <translation> o restaurar una copia de seguridad de esta.</translation>
    </message>
    <message>
        <source>Open &amp;another database…</source>
        <translation>Abrir &amp;otra base de datos…</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Restaurar copia de seguridad…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
</context>
<context>
    <name>DetailsForm</name>
    <message>
        <source>Pick one, or type a new competition</source>
        <translation>Elija una o escriba una nueva</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>e.g. Semi-final, Round 3</source>
        <translation>p. ej. Semifinal, Jornada 3</translation>
    </message>
    <message>
        <source>Type the date as digits, or pick it from the calendar</source>
        <extracomment>What :meth:`load` showed: the date shown, the match, the kick-off shown.</extracomment>
        <translation>Escriba la fecha en cifras o elíjala en el calendario</translation>
    </message>
    <message>
        <source>Wednesday </source>
        <translation>miércoles </translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcional</translation>
    </message>
    <message>
        <source>{size} a side</source>
        <translation>{size} por bando</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partido</translation>
    </message>
    <message>
        <source>&amp;Competition:</source>
        <translation>&amp;Competición:</translation>
    </message>
    <message>
        <source>S&amp;tage or round:</source>
        <translation>Fase o j&amp;ornada:</translation>
    </message>
    <message>
        <source>&amp;kick-off</source>
        <translation>sa&amp;que inicial</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Estadio:</translation>
    </message>
    <message>
        <source>&amp;Attendance:</source>
        <translation>&amp;Asistencia:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>&amp;Substitutions:</source>
        <translation>&amp;Sustituciones:</translation>
    </message>
    <message>
        <source>Team si&amp;ze:</source>
        <translation>&amp;Jugadores por equipo:</translation>
    </message>
    <message>
        <source>Officials</source>
        <translation>Árbitros</translation>
    </message>
    <message>
        <source>R&amp;eferee:</source>
        <translation>Árbitro &amp;principal:</translation>
    </message>
    <message>
        <source>Assistant &amp;1:</source>
        <translation>Asistente &amp;1:</translation>
    </message>
    <message>
        <source>Assistant &amp;2:</source>
        <translation>Asistente &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Fourth official:</source>
        <translation>C&amp;uarto árbitro:</translation>
    </message>
    <message>
        <source>VA&amp;R:</source>
        <translation>VA&amp;R:</translation>
    </message>
</context>
<context>
    <name>EditEventDialog</name>
    <message>
        <source>Goal</source>
        <translation>Gol</translation>
    </message>
    <message>
        <source>Goal (header)</source>
        <translation>Gol (de cabeza)</translation>
    </message>
    <message>
        <source>Penalty goal</source>
        <translation>Gol de penalti</translation>
    </message>
    <message>
        <source>Goal (free kick)</source>
        <translation>Gol (de falta)</translation>
    </message>
    <message>
        <source>Own goal</source>
        <translation>En propia</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>Amarilla</translation>
    </message>
    <message>
        <source>Second yellow card</source>
        <translation>Segunda amarilla</translation>
    </message>
    <message>
        <source>Red card</source>
        <translation>Roja</translation>
    </message>
    <message>
        <source>Edit event at {time}</source>
        <translation>Editar el evento del {time}</translation>
    </message>
    <message>
        <source>no assist</source>
        <translation>sin asistencia</translation>
    </message>
    <message>
        <source>Concussion substitute</source>
        <translation>Sustitución por conmoción</translation>
    </message>
    <message>
        <source>Minute</source>
        <extracomment>The periods that have kicked off: a minute of a later one is read there.</extracomment>
        <translation>Minuto</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>Asistencia</translation>
    </message>
    <message>
        <source>Scorer unknown ({name})</source>
        <translation>Goleador desconocido ({name})</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Marcado</translation>
    </message>
    <message>
        <source>{value} has no assist: {name}&apos;s assist is removed.</source>
        <translation>{value} no tiene asistencia: se quita la asistencia de {name}.</translation>
    </message>
    <message>
        <source>Missed or saved</source>
        <translation>Fallado o parado</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Parado</translation>
    </message>
    <message>
        <source>Missed (wide, or off the woodwork)</source>
        <translation>Fallado (fuera o al palo)</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Lanzamiento</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalti</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Lanzador</translation>
    </message>
    <message>
        <source>Taker not known ({name})</source>
        <translation>Lanzador desconocido ({name})</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sale</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Entra</translation>
    </message>
    <message>
        <source>{name} ({team}, team official)</source>
        <translation>{name} ({team}, miembro del cuerpo técnico)</translation>
    </message>
    <message>
        <source>{value} has no assist</source>
        <translation>{value} no tiene asistencia</translation>
    </message>
    <message>
        <source>A penalty</source>
        <translation>Un penalti</translation>
    </message>
    <message>
        <source>An own goal</source>
        <translation>Un gol en propia puerta</translation>
    </message>
    <message>
        <source>a team official may be shown a card, not score a goal</source>
        <translation>a un miembro del cuerpo técnico se le puede mostrar una tarjeta, pero no marca goles</translation>
    </message>
    <message>
        <source>name the player: only a goal may give its team only</source>
        <translation>indique el jugador: solo un gol puede indicar únicamente el equipo</translation>
    </message>
</context>
<context>
    <name>EventLogView</name>
    <message>
        <source>Event log</source>
        <extracomment>The user asked to edit this event. The user asked to delete this event. The user asked to move this event one place earlier (-1) or later (+1) among the events of its minute (Alt+Up, Alt+Down).</extracomment>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>Every event in order. Enter to edit, Delete to remove, Alt+Up or Alt+Down to put it before or after another event of its minute, Ctrl+F to find.</source>
        <translation>Todos los eventos en orden. Intro para editar, Supr para borrar, Alt+Arriba o Alt+Abajo para ponerlo antes o después de otro evento del mismo minuto, Ctrl+F para buscar.</translation>
    </message>
    <message>
        <source>Every event in order. Double-click or Enter to edit, Delete to remove, Alt+Up or Alt+Down to put it before or after another event of its minute.</source>
        <translation>Todos los eventos en orden. Doble clic o Intro para editar, Supr para borrar, Alt+Arriba o Alt+Abajo para ponerlo antes o después de otro evento del mismo minuto.</translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <source>Match Tracker</source>
        <extracomment>An exception to report: (type, value, traceback).</extracomment>
        <translation>Match Tracker</translation>
    </message>
    <message>
        <source> {hidden} more error(s) since.</source>
        <translation> {hidden} error(es) más desde entonces.</translation>
    </message>
    <message>
        <source>Every event already logged is saved. You can carry on; if this happens again, save your work and restart.{more}
Details were written to {log_file}</source>
        <translation>Todos los eventos ya registrados están guardados. Puede continuar; si vuelve a ocurrir, guarde su trabajo y reinicie.{more}
Los detalles se han escrito en {log_file}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export – {title}</source>
        <extracomment>Emitted after the export was written, with the paths written. The language the sheet formats start in: the match&apos;s own (its competition&apos;s). Reads the key stats in another language, when the user picks one.</extracomment>
        <translation>Exportar – {title}</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>The match&apos;s key stats across the library, handed to the sheet formats. The files written by the last export.</extracomment>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>This export cannot be made: {exc}</source>
        <translation>No se puede hacer esta exportación: {exc}</translation>
    </message>
    <message>
        <source>The printed pages.</source>
        <translation>Las páginas impresas.</translation>
    </message>
    <message>
        <source>The sheet as printed.</source>
        <translation>El acta tal como se imprime.</translation>
    </message>
    <message>
        <source>It shows {names} as empty boxes: no font on this computer has their letters. Install one that has them (for Chinese, Japanese or Korean names: Noto Sans CJK) and export again.</source>
        <translation>Muestran {names} como recuadros vacíos: ninguna fuente de este ordenador tiene sus caracteres. Instale una que los tenga (para nombres chinos, japoneses o coreanos: Noto Sans CJK) y vuelva a exportar.</translation>
    </message>
    <message>
        <source> The web page has the same content, laid out for any screen.</source>
        <translation> La página web tiene el mismo contenido, adaptado a cualquier pantalla.</translation>
    </message>
    <message>
        <source>Writes a folder with {join}.</source>
        <translation>Escribe una carpeta con {join}.</translation>
    </message>
    <message>
        <source>Page {page} of {count}</source>
        <translation>Página {page} de {count}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación ha fallado</translation>
    </message>
    <message>
        <source>Export {title}</source>
        <translation>Exportar {title}</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>This part of Match Tracker is not installed in this version.</source>
        <translation>Esta parte de Match Tracker no está instalada en esta versión.</translation>
    </message>
    <message>
        <source>Cannot create the match</source>
        <translation>No se puede crear el partido</translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation>No se puede abrir la biblioteca</translation>
    </message>
    <message>
        <source>Cannot set the match up</source>
        <translation>No se puede preparar el partido</translation>
    </message>
    <message>
        <source>Cannot open the match: {exc}</source>
        <translation>No se puede abrir el partido: {exc}</translation>
    </message>
    <message>
        <source>Cannot set the fixture up</source>
        <translation>No se puede preparar el partido programado</translation>
    </message>
    <message>
        <source>Cannot load the demo match</source>
        <translation>No se puede cargar el partido de demostración</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>No se puede imprimir</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <source>Choose a file…</source>
        <extracomment>The path changed.</extracomment>
        <translation>Elegir un archivo…</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Archivo a importar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Browse for the {what}</source>
        <translation>Buscar: {What}</translation>
    </message>
</context>
<context>
    <name>FileLostDialog</name>
    <message>
        <source>The database is gone</source>
        <translation>La base de datos ha desaparecido</translation>
    </message>
    <message>
        <source>Logging has stopped: the database is not there any more ({problem}).</source>
        <translation>El registro se ha detenido: la base de datos ya no está ({problem}).</translation>
    </message>
    <message>
        <source>Nothing more can be saved in it. Save the open match elsewhere as a match file, then open or restore the database again.</source>
        <translation>Ya no se puede guardar nada en ella. Guarde el partido abierto en otro lugar como archivo de partido y luego vuelva a abrir o restaurar la base de datos.</translation>
    </message>
    <message>
        <source>Nothing more can be saved in it. Open or restore the database again.</source>
        <translation>Ya no se puede guardar nada en ella. Vuelva a abrir o restaurar la base de datos.</translation>
    </message>
    <message>
        <source>Save the match elsewhere…</source>
        <translation>Guardar el partido en otro lugar…</translation>
    </message>
</context>
<context>
    <name>FileOpening</name>
    <message>
        <source>No such file: {0}</source>
        <extracomment>The QSettings key of File › Open Recent, and how many files it keeps.</extracomment>
        <translation>No existe el archivo: {0}</translation>
    </message>
    <message>
        <source>{0} is empty (0 bytes): there is nothing in it to open</source>
        <translation>{0} está vacío (0 bytes): no hay nada en él que abrir</translation>
    </message>
    <message>
        <source>{0} is not a file Match Tracker reads (a match file, StatsBomb events and lineups, or openfootball results or squads); drop such files one kind at a time</source>
        <translation>{0} no es un archivo que Match Tracker lea (un archivo de partido, eventos y alineaciones de StatsBomb, o resultados o plantillas de openfootball); suelte esos archivos de un solo tipo a la vez</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>No se puede abrir {0}: {1}</translation>
    </message>
    <message>
        <source>Imported {0} into the database.</source>
        <translation>{0} se importó a la base de datos.</translation>
    </message>
    <message>
        <source>{0} is already in the database: opened it.</source>
        <translation>{0} ya está en la base de datos: se ha abierto.</translation>
    </message>
    <message>
        <source>{0} is already in the database and differs from the stored match: opened the stored match; the file was not imported (a match stored twice counts twice in the records)</source>
        <translation>{0} ya está en la base de datos y difiere del partido guardado: se ha abierto el partido guardado; el archivo no se importó (un partido guardado dos veces cuenta dos veces en las estadísticas)</translation>
    </message>
    <message>
        <source>In the squads of both {home} and {away}: {names}. A typo, or a player copied into the wrong squad? Players of the same name can play on opposite sides (brothers, namesakes).</source>
        <translation>En las plantillas de {home} y de {away} a la vez: {names}. ¿Una errata, o un jugador copiado en la plantilla equivocada? Jugadores con el mismo nombre pueden jugar en bandos contrarios (hermanos, homónimos).</translation>
    </message>
</context>
<context>
    <name>FormationChangeDialog</name>
    <message>
        <source>Formation change — {name}</source>
        <translation>Cambio de sistema — {name}</translation>
    </message>
    <message>
        <source>The minute of the switch: 72, or 45+2 in stoppage time</source>
        <translation>El minuto del cambio: 72, o 45+2 en el descuento</translation>
    </message>
    <message>
        <source>{name} play {value} with {len} players. Pick or type the new shape, then drag the players to their new places.</source>
        <translation>{name} juega {value} con {len} jugadores. Elija o escriba el nuevo sistema y arrastre a los jugadores a sus nuevos puestos.</translation>
    </message>
    <message>
        <source>no set formation</source>
        <translation>sin sistema fijo</translation>
    </message>
    <message>
        <source>&amp;Log the change</source>
        <translation>&amp;Registrar el cambio</translation>
    </message>
    <message>
        <source>&amp;Minute:</source>
        <translation>&amp;Minuto:</translation>
    </message>
    <message>
        <source>{count} player(s) on the pitch have no place in a {formation}: choose a shape for {players} players</source>
        <translation>{count} jugador(es) en el campo no tienen puesto en un {formation}: elija un sistema para {players} jugadores</translation>
    </message>
    <message>
        <source>every player on the pitch needs a place</source>
        <translation>cada jugador en el campo necesita un puesto</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import a match</source>
        <extracomment>The id of the imported match. A results import stored its files. What importing a match file did to a competition&apos;s award of its match (&quot;&quot;: none).</extracomment>
        <translation>Importar un partido</translation>
    </message>
    <message>
        <source>Match Tracker match file (.json)</source>
        <translation>Archivo de partido de Match Tracker (.json)</translation>
    </message>
    <message>
        <source>StatsBomb open data (events and lineups files)</source>
        <translation>Datos abiertos de StatsBomb (eventos y alineaciones)</translation>
    </message>
    <message>
        <source>Results and fixtures: World Cups, league seasons (openfootball JSON files)</source>
        <translation>Resultados y calendario: Mundiales, ligas (JSON de openfootball)</translation>
    </message>
    <message>
        <source>Squad lists (openfootball worldcup.squads.json files)</source>
        <translation>Convocatorias (worldcup.squads.json de openfootball)</translation>
    </message>
    <message>
        <source>Match file</source>
        <extracomment>The report of the last results import, one line each.</extracomment>
        <translation>Archivo de partido</translation>
    </message>
    <message>
        <source>StatsBomb events file</source>
        <translation>Archivo de eventos de StatsBomb</translation>
    </message>
    <message>
        <source>StatsBomb lineups file</source>
        <translation>Archivo de alineaciones de StatsBomb</translation>
    </message>
    <message>
        <source>StatsBomb matches file</source>
        <translation>Archivo de partidos de StatsBomb</translation>
    </message>
    <message>
        <source>Optional: competition, date, venue, referee</source>
        <translation>Opcional: competición, fecha, estadio, árbitro</translation>
    </message>
    <message>
        <source>&amp;Match file:</source>
        <translation>&amp;Archivo de partido:</translation>
    </message>
    <message>
        <source>&amp;Events:</source>
        <translation>&amp;Eventos:</translation>
    </message>
    <message>
        <source>&amp;Lineups:</source>
        <translation>A&amp;lineaciones:</translation>
    </message>
    <message>
        <source>Ma&amp;tches:</source>
        <translation>&amp;Partidos:</translation>
    </message>
    <message>
        <source>Results files</source>
        <translation>Archivos de resultados</translation>
    </message>
    <message>
        <source>&amp;Results files:</source>
        <translation>A&amp;rchivos de resultados:</translation>
    </message>
    <message>
        <source>One or more worldcup.json or league season files (en.1.json)</source>
        <translation>Uno o más archivos worldcup.json o de temporada de liga (en.1.json)</translation>
    </message>
    <message>
        <source>Each file&apos;s worldcup.groups.json beside it is read too. Importing a file again changes nothing; a match logged here is kept and linked; what a file gets wrong is reported, not stored.</source>
        <translation>También se lee el worldcup.groups.json junto a cada archivo. Importar de nuevo un archivo no cambia nada; un partido registrado aquí se conserva y se enlaza; lo que un archivo tenga mal se informa, no se guarda.</translation>
    </message>
    <message>
        <source>Squads files</source>
        <translation>Archivos de convocatorias</translation>
    </message>
    <message>
        <source>&amp;Squads files:</source>
        <translation>Archivos de &amp;convocatorias:</translation>
    </message>
    <message>
        <source>One or more worldcup.squads.json files</source>
        <translation>Uno o más archivos worldcup.squads.json</translation>
    </message>
    <message>
        <source>Each squad becomes its team&apos;s standing squad (numbers, positions, clubs); its players are linked to the people already known, by name and team.</source>
        <translation>Cada convocatoria pasa a ser la plantilla fija de su equipo (dorsales, posiciones, clubes); sus jugadores se enlazan con las personas ya conocidas, por nombre y equipo.</translation>
    </message>
    <message>
        <source>What the import did</source>
        <translation>Lo que hizo la importación</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>&amp;Settle names…</source>
        <translation>&amp;Resolver nombres…</translation>
    </message>
    <message>
        <source>Say who each scorer left unlinked is</source>
        <translation>Indicar quién es cada goleador sin enlazar</translation>
    </message>
    <message>
        <source>What do you want to import?</source>
        <extracomment>Scorers the last results import left unlinked (several people fit).</extracomment>
        <translation>¿Qué desea importar?</translation>
    </message>
    <message>
        <source>Stored, but not yet counted in the record books ({error}): the next records read counts it.</source>
        <translation>Guardado, pero aún no contado en los libros de récords ({error}): la próxima lectura de los récords lo cuenta.</translation>
    </message>
    <message>
        <source>Imported {len} file(s), {matches} matches: {lines}</source>
        <translation>Importados {len} archivo(s), {matches} partidos: {lines}</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Told the library changed (new matches), for whoever shows it.</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Not linked: {name}: {exc}</source>
        <translation>Sin enlazar: {name}: {exc}</translation>
    </message>
    <message>
        <source>; {len} left for later</source>
        <translation>; {len} para más tarde</translation>
    </message>
    <message>
        <source>settled {settled} name(s){more}</source>
        <translation>{settled} nombre(s) resuelto(s){more}</translation>
    </message>
    <message>
        <source>Nothing was imported: {message}</source>
        <translation>No se ha importado nada: {message}</translation>
    </message>
</context>
<context>
    <name>ImportWorker</name>
    <message>
        <source>this is not a Match Tracker match file but a list, like StatsBomb data: choose “StatsBomb open data” above</source>
        <extracomment>Progress in percent. (&quot;json&quot;, text), (&quot;statsbomb&quot;, (match, events)), (&quot;openfootball&quot;, [ReadFile]) or (&quot;squads&quot;, [SquadList]). A message for the user.</extracomment>
        <translation>esto no es un archivo de partido de Match Tracker sino una lista, como los datos de StatsBomb: elija «Datos abiertos de StatsBomb» arriba</translation>
    </message>
</context>
<context>
    <name>KeyStatsPanel</name>
    <message>
        <source>Reading the key stats…</source>
        <extracomment>Follows corrections made anywhere to what the key stats count over.</extracomment>
        <translation>Leyendo las estadísticas clave…</translation>
    </message>
    <message>
        <source>No match is open</source>
        <translation>No hay ningún partido abierto</translation>
    </message>
    <message>
        <source>Cannot read the key stats: {exc}</source>
        <translation>No se pueden leer las estadísticas clave: {exc}</translation>
    </message>
</context>
<context>
    <name>KeyStatsView</name>
    <message>
        <source>No match is open</source>
        <extracomment>How long after a change the key stats are read again (ms): a burst of logging reads them once. Runs ``work`` off the GUI thread, then ``done`` or ``failed`` on it. A second leg&apos;s tie as it stands, the scoreboard&apos;s line (see :meth:`show_tie`).</extracomment>
        <translation>No hay ningún partido abierto</translation>
    </message>
    <message>
        <source>No key stats: the library holds no earlier match of this competition that settles one (import a competition&apos;s results with File › Import)</source>
        <translation>Sin estadísticas clave: la biblioteca no tiene ningún partido anterior de esta competición que fije alguna (importe los resultados de una competición con Archivo › Importar)</translation>
    </message>
    <message>
        <source>Counted over {scope}</source>
        <translation>Contado sobre {scope}</translation>
    </message>
    <message>
        <source>As of this match, later matches not counted. Counted over </source>
        <translation>A fecha de este partido, sin contar los posteriores. Contado sobre </translation>
    </message>
    <message>
        <source>As of this match.</source>
        <translation>A fecha de este partido.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <source>Date</source>
        <extracomment>(title, entry field, sort key or None where the database cannot sort by it)</extracomment>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Visitante</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>LineupEditor</name>
    <message>
        <source>The shape, defence to attack (the goalkeeper is not counted)</source>
        <extracomment>Finds a team&apos;s last line-up placed with the given squad (or None). The placement changed.</extracomment>
        <translation>El sistema, de la defensa al ataque (sin contar al portero)</translation>
    </message>
    <message>
        <source>Cop&amp;y line-up from the last match</source>
        <translation>Cop&amp;iar la alineación del último partido</translation>
    </message>
    <message>
        <source>&amp;Put in slot</source>
        <translation>&amp;Poner en el puesto</translation>
    </message>
    <message>
        <source>To b&amp;ench</source>
        <translation>Al &amp;banquillo</translation>
    </message>
    <message>
        <source>Put the players selected in the squad list (Shift or Ctrl picks several) on the bench; Ctrl+B in the squad list does the same</source>
        <translation>Poner en el banquillo a los jugadores seleccionados en la lista de la plantilla (Mayús o Ctrl selecciona varios); Ctrl+B en la lista hace lo mismo</translation>
    </message>
    <message>
        <source>Back to &amp;squad</source>
        <translation>&amp;Volver a la plantilla</translation>
    </message>
    <message>
        <source>Take the players selected on the bench back to the squad; Delete in the bench list does the same</source>
        <translation>Devolver a la plantilla a los jugadores seleccionados en el banquillo; Supr en la lista del banquillo hace lo mismo</translation>
    </message>
    <message>
        <source>&amp;Formation:</source>
        <translation>&amp;Sistema:</translation>
    </message>
    <message>
        <source>S&amp;quad — drag onto the pitch</source>
        <translation>P&amp;lantilla — arrastre al campo</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Con el teclado</translation>
    </message>
    <message>
        <source>Sl&amp;ot:</source>
        <translation>P&amp;uesto:</translation>
    </message>
    <message>
        <source>Benc&amp;h (substitutes)</source>
        <translation>Ban&amp;quillo (suplentes)</translation>
    </message>
    <message>
        <source>Cap&amp;tain:</source>
        <translation>Capi&amp;tán:</translation>
    </message>
    <message>
        <source>Select a player in the squad or bench list, and a slot.</source>
        <translation>Seleccione un jugador en la lista de la plantilla o del banquillo, y un puesto.</translation>
    </message>
    <message>
        <source>{value} has no earlier match here.</source>
        <translation>{value} no tiene ningún partido anterior aquí.</translation>
    </message>
    <message>
        <source>The last match ({source}) was played {size_of} a side in a {shape}; this one is {size_of2} a side: place the players yourself.</source>
        <translation>El último partido ({source}) se jugó {size_of} contra {size_of} en un {shape}; este es {size_of2} contra {size_of2}: coloque usted a los jugadores.</translation>
    </message>
    <message>
        <source>Copied from {source}.</source>
        <translation>Copiada de {source}.</translation>
    </message>
    <message>
        <source> Not in this squad: {join} — fill their places.</source>
        <translation> No están en esta plantilla: {join} — cubra sus puestos.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>, {len} on the bench</source>
        <translation>, {len} en el banquillo</translation>
    </message>
    <message>
        <source>{len} of {total} placed{bench}.</source>
        <translation>{len} de {total} colocados{bench}.</translation>
    </message>
</context>
<context>
    <name>LineupPanel</name>
    <message>
        <source>Home line-up</source>
        <extracomment>Characters of a name, and of the note of his match beside its badge, the panel has room for at the least (with his shirt number). Pixels on each side of a cell&apos;s text (what the styles in use put there, and a little air). A player was selected in the panel (pid). A context menu was asked for on a player: pid and global position. A player&apos;s page was asked for (Ctrl+click or middle-click on his name): pid.</extracomment>
        <translation>Alineación local</translation>
    </message>
    <message>
        <source>Away line-up</source>
        <translation>Alineación visitante</translation>
    </message>
    <message>
        <source>The players on the pitch, then the substitutes; right-click for actions</source>
        <translation>Los jugadores en el campo, luego los suplentes; clic derecho para acciones</translation>
    </message>
    <message>
        <source>Click a player to select him; drag a substitute onto a player on the pitch; Ctrl+click or middle-click for his player page.</source>
        <translation>Haga clic en un jugador para seleccionarlo; arrastre un suplente sobre un jugador del campo; Ctrl+clic o clic central abre su página de jugador.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partido</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation>Banquillo</translation>
    </message>
    <message>
        <source>{swatch} &lt;b style=&apos;font-size:12pt&apos;&gt;{name}&lt;/b&gt; &amp;nbsp;{formation}</source>
        <translation>{swatch} &lt;b style=&apos;font-size:12pt&apos;&gt;{name}&lt;/b&gt; &amp;nbsp;{formation}</translation>
    </message>
    <message>
        <source>on the pitch</source>
        <translation>en el campo</translation>
    </message>
    <message>
        <source>on the bench</source>
        <translation>en el banquillo</translation>
    </message>
    <message>
        <source>off the pitch</source>
        <translation>fuera del campo</translation>
    </message>
</context>
<context>
    <name>LinksDialog</name>
    <message>
        <source>Links of {name}</source>
        <extracomment>A link was undone (the records of a match changed).</extracomment>
        <translation>Enlaces de {name}</translation>
    </message>
    <message>
        <source>&amp;Undo link</source>
        <translation>&amp;Deshacer el enlace</translation>
    </message>
    <message>
        <source>That name in that match becomes a person of his own</source>
        <translation>Ese nombre en ese partido pasa a ser una persona propia</translation>
    </message>
    <message>
        <source>Entries linked to {name} automatically, and why:</source>
        <translation>Entradas enlazadas con {name} automáticamente, y por qué:</translation>
    </message>
    <message>
        <source>No entry of his was linked automatically.</source>
        <translation>Ninguna entrada suya se enlazó automáticamente.</translation>
    </message>
    <message>
        <source>Undone: that name is now person {made}, kept apart from then on.</source>
        <translation>Deshecho: ese nombre es ahora la persona {made}, separada a partir de ahora.</translation>
    </message>
</context>
<context>
    <name>LogFindBar</name>
    <message>
        <source>Find in the log: a name, a minute, a kind of event</source>
        <translation>Buscar en el registro: un nombre, un minuto, un tipo de evento</translation>
    </message>
    <message>
        <source>Find in the event log</source>
        <translation>Buscar en el registro de eventos</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Cerrar la barra de búsqueda</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>Cerrar la barra de búsqueda (Esc)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message>
        <source>{place} of {count}</source>
        <translation>{place} de {count}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Every event is written to the database before it is shown</source>
        <translation>Cada evento se escribe en la base de datos antes de mostrarse</translation>
    </message>
    <message>
        <source>Home line-up</source>
        <extracomment>The log under its find bar (Ctrl+F).</extracomment>
        <translation>Alineación local</translation>
    </message>
    <message>
        <source>Away line-up</source>
        <translation>Alineación visitante</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>Key stats</source>
        <translation>Estadísticas clave</translation>
    </message>
    <message>
        <source>Match clock</source>
        <translation>Reloj del partido</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <extracomment>The tool bar of the actions on the selected player (built with the menus). Match &gt; Other whistles: every whistle the clock offers now (built with the menus). Notices the database file deleted, moved or replaced (built with the menus). File › Open Recent (built with the menus). Logs, corrects and deletes events from the window&apos;s gestures (built with the page). The name given on the command line (``--user``), for this run only. The panels, menus and tool bars: built with the window when it has its database, else when it gets it (see :meth:`attach`), after the first paint. The Records menu&apos;s competition, team and player pages. Reads the match again, within a second, when another client changed it. Finds a second leg&apos;s first leg imported (or corrected) while it is open. Notices the database file deleted, moved or replaced under the window. Refusals and errors above the pitch (:attr:`notice`) and on the status line. The start page, built the first time it is shown (see :attr:`start_page`).</extracomment>
        <translation>Abriendo la base de datos…</translation>
    </message>
    <message>
        <source>Cannot list the matches: {exc}</source>
        <translation>No se pueden listar los partidos: {exc}</translation>
    </message>
    <message>
        <source>{home} v {away} — {app}</source>
        <translation>{home} – {away} — {app}</translation>
    </message>
    <message>
        <source>The match was deleted (here in the library, or elsewhere) and is closed; the library&apos;s deleted matches can bring it back.</source>
        <translation>El partido se ha borrado (aquí en la biblioteca o en otro sitio) y está cerrado; los partidos borrados de la biblioteca pueden recuperarlo.</translation>
    </message>
    <message>
        <source>{where} is gone: save the match elsewhere</source>
        <translation>{where} ha desaparecido: guarde el partido en otro lugar</translation>
    </message>
    <message>
        <source>1 event saved in {where}</source>
        <translation>1 evento guardado en {where}</translation>
    </message>
    <message>
        <source>{len} events saved in {where}</source>
        <translation>{len} eventos guardados en {where}</translation>
    </message>
    <message>
        <source>Selected: {name}</source>
        <translation>Seleccionado: {name}</translation>
    </message>
    <message>
        <source>Logged </source>
        <translation>Registrado: </translation>
    </message>
    <message>
        <source>{time} is in the {lower}, which has ended; the {running} is being played.

File “{describe}” at {time}, in the {lower}?</source>
        <translation>{time} cae en «{lower}», que ya ha terminado; se está jugando: {running}.

¿Anotar «{describe}» en el {time}, en «{lower}»?</translation>
    </message>
    <message>
        <source>File in a period that has ended?</source>
        <translation>¿Anotar en un periodo ya terminado?</translation>
    </message>
    <message>
        <source>not logged: {time} is in the {lower}, which has ended (the {running} is being played); give the minute of the {running}</source>
        <translation>no registrado: {time} cae en «{lower}», que ya ha terminado (se está jugando: {running}); indique un minuto de: {running}</translation>
    </message>
    <message>
        <source>the event was not logged</source>
        <translation>el evento no se ha registrado</translation>
    </message>
    <message>
        <source>The {lower} has ended: play has stopped. A goal now is filed at {time}, before the end of the {lower}, and changes its score.

File “{describe}” at {time}, in the {lower}?</source>
        <translation>«{lower}» ha terminado: el juego está parado. Un gol ahora se registra en {time}, antes de su final, y cambia su marcador.

¿Registrar «{describe}» en {time}, en «{lower}»?</translation>
    </message>
    <message>
        <source>Goal in a break?</source>
        <translation>¿Gol en un descanso?</translation>
    </message>
    <message>
        <source>not logged: the {lower} has ended; no goal is scored in a break</source>
        <translation>no registrado: «{lower}» ha terminado; en un descanso no hay goles</translation>
    </message>
    <message>
        <source>{typed}&apos; is past the end of the {period}, so it is read as {time}: {added} minutes of added time. A minute of the next period needs the end of the {period} logged first.

File “{describe}” at {time}?</source>
        <translation>{typed}&apos; es posterior al final de «{period}», así que se lee como {time}: {added} minutos de añadido. Un minuto del periodo siguiente requiere registrar antes el final de «{period}».

¿Anotar «{describe}» en {time}?</translation>
    </message>
    <message>
        <source>File in long added time?</source>
        <translation>¿Anotar en un añadido largo?</translation>
    </message>
    <message>
        <source>not logged: {time} would be {added} minutes of added time; log the end of the {period} first, or type {time} to mean it</source>
        <translation>no registrado: {time} serían {added} minutos de añadido; registre antes el final de «{period}», o escriba {time} si es lo que quiere decir</translation>
    </message>
    <message>
        <source>“{stage}” is a group or league round: its matches end at full time, level or not, with no extra time.

Start extra time anyway?</source>
        <translation>«{stage}» es una jornada de grupo o de liga: sus partidos terminan al final del tiempo reglamentario, con empate o sin él, sin prórroga.

¿Empezar la prórroga de todos modos?</translation>
    </message>
    <message>
        <source>Extra time in a group match?</source>
        <translation>¿Prórroga en un partido de grupo?</translation>
    </message>
    <message>
        <source>Not started: “{stage}” matches have no extra time.</source>
        <translation>No ha empezado: los partidos de «{stage}» no tienen prórroga.</translation>
    </message>
    <message>
        <source>Start extra time</source>
        <translation>Empezar la prórroga</translation>
    </message>
    <message>
        <source>The score is {home}-{away}. Extra time and a penalty shootout follow a level match, or a second leg that leaves the tie level on aggregate.

{what}?</source>
        <translation>El marcador es {home}-{away}. La prórroga y la tanda de penaltis siguen a un empate, o a un partido de vuelta que deja la eliminatoria empatada en el global.

{what}?</translation>
    </message>
    <message>
        <source>Play on after a match that is not level?</source>
        <translation>¿Seguir jugando aunque el partido no está empatado?</translation>
    </message>
    <message>
        <source>Not started: the score is not level.</source>
        <translation>No empezado: el marcador no está empatado.</translation>
    </message>
    <message>
        <source>On aggregate the tie stands {team} {home}-{away} {team2}. Extra time and a penalty shootout follow a second leg that leaves the tie level.

{what}?</source>
        <translation>En el global la eliminatoria va {team} {home}-{away} {team2}. La prórroga y la tanda de penaltis solo siguen a un partido de vuelta que deja la eliminatoria empatada.

¿{what}?</translation>
    </message>
    <message>
        <source>On aggregate the tie stands {team} {home}-{away} {team2}, and away goals decide it. Extra time and a penalty shootout follow a second leg that leaves the tie level on away goals too.

{what}?</source>
        <translation>En el global la eliminatoria va {team} {home}-{away} {team2}, y la deciden los goles de visitante. La prórroga y la tanda de penaltis solo siguen a un partido de vuelta que la deja empatada también en goles de visitante.

¿{what}?</translation>
    </message>
    <message>
        <source>Play on after a tie that is not level?</source>
        <translation>¿Seguir jugando aunque la eliminatoria no está empatada?</translation>
    </message>
    <message>
        <source>Not started: the tie is not level.</source>
        <translation>No empezado: la eliminatoria no está empatada.</translation>
    </message>
    <message>
        <source>After this change the tie ends level after ninety minutes of its second leg, {team} {home}-{away} {team2} on aggregate (and on away goals, where they count), with no extra time or penalty shootout logged.</source>
        <translation>Tras este cambio la eliminatoria termina empatada a los noventa minutos del partido de vuelta, {team} {home}-{away} {team2} en el global (y en goles de visitante, donde cuentan), sin prórroga ni tanda de penaltis registradas.</translation>
    </message>
    <message>
        <source>Nothing changed: the tie would end level with no winner.</source>
        <translation>No se ha cambiado nada: la eliminatoria terminaría empatada sin ganador.</translation>
    </message>
    <message>
        <source>After this change the match ends {home}-{away} after ninety minutes, with no extra time or penalty shootout logged, though a match of this round ({round}) needs a winner on the day.</source>
        <translation>Tras este cambio el partido termina {home}-{away} a los noventa minutos, sin prórroga ni tanda de penaltis registradas, aunque un partido de esta ronda ({round}) necesita un ganador ese mismo día.</translation>
    </message>
    <message>
        <source>Level with no winner</source>
        <translation>Empate sin ganador</translation>
    </message>
    <message>
        <source>Nothing changed: the match would end level with no winner.</source>
        <translation>No se ha cambiado nada: el partido terminaría en empate sin ganador.</translation>
    </message>
    <message>
        <source>After this change the score is {home}-{away} when extra time begins. Extra time follows a level match, or a second leg that leaves the tie level on aggregate.</source>
        <translation>Tras este cambio, el marcador es {home}-{away} al empezar la prórroga. La prórroga sigue a un partido empatado, o a un partido de vuelta que deja la eliminatoria empatada en el global.</translation>
    </message>
    <message>
        <source>Not level before extra time</source>
        <translation>Sin empate antes de la prórroga</translation>
    </message>
    <message>
        <source>Nothing changed: the score would not be level when extra time begins.</source>
        <translation>No se ha cambiado nada: el marcador no estaría empatado al empezar la prórroga.</translation>
    </message>
    <message>
        <source>After this change the tie stands {team} {home}-{away} {team2} on aggregate when extra time begins, and is not level (on away goals either, where they count). Extra time follows a second leg that leaves the tie level.</source>
        <translation>Tras este cambio, la eliminatoria va {team} {home}-{away} {team2} en el global al empezar la prórroga, y no está empatada (tampoco en goles de visitante, donde cuentan). La prórroga solo sigue a un partido de vuelta que deja la eliminatoria empatada.</translation>
    </message>
    <message>
        <source>Nothing changed: the tie would not be level when extra time begins.</source>
        <translation>No se ha cambiado nada: la eliminatoria no estaría empatada al empezar la prórroga.</translation>
    </message>
    <message>
        <source>The match is over: to add an event after the fact, type it with its minute in quick entry (55 goal Gordon).</source>
        <translation>El partido ha terminado: para añadir un hecho a posteriori, escríbalo con su minuto en la entrada rápida (55 gol Gordon).</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>Select a player first (click him on the pitch or in a line-up).</source>
        <translation>Seleccione primero un jugador (haga clic en él en el campo o en una alineación).</translation>
    </message>
    <message>
        <source>Player &amp;page</source>
        <translation>&amp;Página del jugador</translation>
    </message>
    <message>
        <source>Log it anyway?</source>
        <extracomment>Minutes short of a period&apos;s end the clock may show when its whistle is pressed before the status line says that the whistle was filed at the end.</extracomment>
        <translation>¿Registrarlo de todos modos?</translation>
    </message>
    <message>
        <source>The match had been changed elsewhere (another window or program, a restored backup): the log now shows it as stored</source>
        <translation>El partido se había cambiado en otro lugar (otra ventana u otro programa, una copia de seguridad restaurada): el registro lo muestra ahora tal como está guardado</translation>
    </message>
    <message>
        <source>the clock showed {shown}, short of {end}: Ctrl+Z takes the whistle back if it was pressed by mistake</source>
        <translation>el reloj marcaba {shown}, antes de {end}: Ctrl+Z deshace el pitido si se pulsó por error</translation>
    </message>
    <message>
        <source>{name} cannot replace {name2}: they play for different teams.</source>
        <translation>{name} no puede sustituir a {name2}: juegan en equipos distintos.</translation>
    </message>
    <message>
        <source>Nothing logged: {exc}</source>
        <translation>No se ha registrado nada: {exc}</translation>
    </message>
    <message>
        <source>A period&apos;s start has no minute to correct: it is its first minute ({time}). A whistle logged by mistake is deleted (Delete).</source>
        <translation>El inicio de un periodo no tiene minuto que corregir: es su primer minuto ({time}). Un silbato registrado por error se borra (Supr).</translation>
    </message>
    <message>
        <source>Nothing changed: “{event}”</source>
        <translation>Nada cambió: «{event}»</translation>
    </message>
    <message>
        <source>Save the correction anyway?</source>
        <translation>¿Guardar la corrección de todos modos?</translation>
    </message>
    <message>
        <source>Corrected “{event}”</source>
        <translation>Corregido: «{event}»</translation>
    </message>
    <message>
        <source>This event was changed or deleted elsewhere (another window or the command line) while you were correcting it; your correction was not saved.</source>
        <translation>Este evento se modificó o borró en otro lugar (otra ventana o la línea de órdenes) mientras lo corregía; su corrección no se ha guardado.</translation>
    </message>
    <message>
        <source>Delete “{time} {describe}”?</source>
        <translation>¿Borrar «{time} {describe}»?</translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation>Borrar evento</translation>
    </message>
    <message>
        <source>Deleted “{event}”</source>
        <translation>Borrado: «{event}»</translation>
    </message>
    <message>
        <source>{time} is {minutes} minutes short of {end}, the end of the period&apos;s regular time: right for shorter halves (youth football); Ctrl+Z takes the correction back if it was a slip.</source>
        <translation>{time} queda {minutes} minutos antes de {end}, el final del tiempo reglamentario del periodo: correcto con partes más cortas (fútbol base); Ctrl+Z deshace la corrección si fue un error.</translation>
    </message>
    <message>
        <source>The match was changed elsewhere and has been reloaded.</source>
        <translation>El partido se modificó en otro lugar y se ha vuelto a cargar.</translation>
    </message>
    <message>
        <source>No backup was made: {message}</source>
        <translation>No se ha hecho la copia de seguridad: {message}</translation>
    </message>
    <message>
        <source>Logged before it: {event}</source>
        <translation>Registrado antes: {event}</translation>
    </message>
</context>
<context>
    <name>MatchClock</name>
    <message>
        <source>full time</source>
        <extracomment>What the Minute box says once the match is over.</extracomment>
        <translation>final</translation>
    </message>
    <message>
        <source>Match clock</source>
        <extracomment>The least width, so that short labels (&quot;Kick-off&quot;) keep one size. The user blew a whistle: the events to log, as one gesture. The default minute changed (each tick, a pin, a new state). A whistle was not blown: why, for the user.</extracomment>
        <translation>Reloj del partido</translation>
    </message>
    <message>
        <source>Time played in the current period</source>
        <extracomment>The first leg of the tie the match ends, if known (see :func:`whistles`). The logged start of the running period, as judged when it came to be shown (what it was judged for, and the moment if believed): a clock ticking from it does not stop when a later event is logged.</extracomment>
        <translation>Tiempo jugado en el periodo en curso</translation>
    </message>
    <message>
        <source>minute</source>
        <translation>minuto</translation>
    </message>
    <message>
        <source>Minute for new events</source>
        <translation>Minuto para los eventos nuevos</translation>
    </message>
    <message>
        <source>Empty: the running clock&apos;s minute. A typed minute is for the next entry only.</source>
        <translation>Vacío: el minuto del reloj en marcha. Un minuto escrito vale solo para la siguiente entrada.</translation>
    </message>
    <message>
        <source>Minute given to new events. Type one (55, 45+2) to log the next entry after the fact; then, or with Escape or Live, the running clock&apos;s minute again.</source>
        <translation>Minuto que reciben los eventos nuevos. Escriba uno (55, 45+2) para registrar la siguiente entrada a posteriori; después, o con Esc o En vivo, vuelve el minuto del reloj en marcha.</translation>
    </message>
    <message>
        <source>next entry only · Esc: live</source>
        <extracomment>Says, while a typed minute holds, that it is for the next entry only.</extracomment>
        <translation>solo la siguiente entrada · Esc: en vivo</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En vivo</translation>
    </message>
    <message>
        <source>Use the running clock for new events (Escape in the minute)</source>
        <translation>Usar el reloj en marcha para los eventos nuevos (Esc en el minuto)</translation>
    </message>
    <message>
        <source>Start or end the period (F9)</source>
        <translation>Iniciar o terminar el periodo (F9)</translation>
    </message>
    <message>
        <source>Minute:</source>
        <translation>Minuto:</translation>
    </message>
    <message>
        <source>Full time</source>
        <translation>Final del partido</translation>
    </message>
    <message>
        <source>Not whistled: {exc}</source>
        <translation>No se ha pitado: {exc}</translation>
    </message>
    <message>
        <source>No match</source>
        <extracomment>The open match and where it stands (period, running): a typed minute goes when it moves on.</extracomment>
        <translation>Ningún partido</translation>
    </message>
    <message>
        <source>Match abandoned</source>
        <translation>Partido suspendido</translation>
    </message>
    <message>
        <source>the match is over: type the event with its minute in quick entry, as in 55 goal Gordon</source>
        <translation>el partido ha terminado: escriba el hecho con su minuto en la entrada rápida, como 55 gol Gordon</translation>
    </message>
    <message>
        <source>Not whistled: the minute typed is not in the {name}</source>
        <translation>No se ha pitado: el minuto escrito no es del periodo en juego ({name})</translation>
    </message>
    <message>
        <source>PENS</source>
        <translation>PEN.</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>suspendido</translation>
    </message>
    <message>
        <source>FT</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>ABD</source>
        <translation>SUSP</translation>
    </message>
    <message>
        <source>HT</source>
        <translation>Desc.</translation>
    </message>
    <message>
        <source>break</source>
        <translation>pausa</translation>
    </message>
</context>
<context>
    <name>MatchDetailsDialog</name>
    <message>
        <source>Details of {title}</source>
        <translation>Detalles de {title}</translation>
    </message>
    <message>
        <source>The rules are fixed when the match is set up</source>
        <translation>Las reglas se fijan al preparar el partido</translation>
    </message>
    <message>
        <source>Managers</source>
        <translation>Entrenadores</translation>
    </message>
    <message>
        <source>Discard the corrections?</source>
        <extracomment>The match as the dialog opened on it: what differs was typed by the user.</extracomment>
        <translation>¿Descartar las correcciones?</translation>
    </message>
    <message>
        <source>The details changed here are not saved and will be lost.</source>
        <translation>Los datos cambiados aquí no se han guardado y se perderán.</translation>
    </message>
    <message>
        <source>Not saved: {rstrip}.</source>
        <translation>No guardado: {rstrip}.</translation>
    </message>
</context>
<context>
    <name>MatchDocument</name>
    <message>
        <source>Cannot open match {match_id}: {exc}</source>
        <extracomment>The changes (ChangeKind values) that touch one event of the log, which the views follow one by one. The state shown before the change. The players and sides whose looks may differ from ``previous``. Everything may differ: another match (or none) is shown, or it was read again. One event of the shown match was logged, edited or deleted: the :class:`Update`. An action was refused or failed; the text is for the user. The database server did not answer a read or a write (the text says so, for the user): nothing more is asked of it on the GUI thread until it answers again. A match asked to be opened has no log to show (an imported result, a fixture not set up yet): its id, for the window to show its sheet or set it up instead. The revision of the open match that the window shows. What the last action accepted here changed (None after a refusal). A change run here found the match changed elsewhere since it was read (another window, a restore): it is shown as stored now. Cleared by whoever says so. An undo or redo step was refused (its event changed elsewhere: dropped; the server did not answer: held where it was): the status line names no step done. The database server is known not to answer (the window&apos;s live check asks it off the GUI thread until it does): each action is refused at once meanwhile, nothing tried, rather than after a connection attempt that holds the window. The last action run here was refused because the server did not answer (known not to, or found so): nothing was written, so it can be taken again as it was. An entry whose commit lost its connection, found stored as an action here logged another (:attr:`Change.settled`): shown first, to be said. Cleared by whoever says so. The first leg read for the open match, with the (id, stage) it was read for.</extracomment>
        <translation>No se puede abrir el partido {match_id}: {exc}</translation>
    </message>
    <message>
        <source>This match was deleted.</source>
        <translation>Este partido se ha borrado.</translation>
    </message>
    <message>
        <source>Open a match first.</source>
        <translation>Abra primero un partido.</translation>
    </message>
</context>
<context>
    <name>MatchLibrary</name>
    <message>
        <source>Match library</source>
        <translation>Biblioteca de partidos</translation>
    </message>
    <message>
        <source>Search teams, competition, stage, venue…</source>
        <extracomment>The record page chosen (a competition, a team), shown once the library closes. Told why, when a read finds the database server out of reach (the window, so that it asks the server no more on its thread either until it answers).</extracomment>
        <translation>Buscar equipos, competición, fase, estadio…</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Buscar en la biblioteca</translation>
    </message>
    <message>
        <source>Find</source>
        <extracomment>Find (Ctrl+F): to the search field, its words selected to type over.</extracomment>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Show &amp;deleted matches</source>
        <translation>Mostrar partidos borra&amp;dos</translation>
    </message>
    <message>
        <source>Matches</source>
        <extracomment>Said when a copy into this library did not finish: it holds part of another.</extracomment>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Du&amp;plicate set-up</source>
        <translation>Du&amp;plicar la preparación</translation>
    </message>
    <message>
        <source>&amp;Return fixture</source>
        <translation>Partido de &amp;vuelta</translation>
    </message>
    <message>
        <source>&amp;Edit details…</source>
        <translation>&amp;Editar detalles…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>Re&amp;store</source>
        <translation>Rest&amp;aurar</translation>
    </message>
    <message>
        <source>Re&amp;cords</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <source>The competitions, and the competition view and team pages of the selected match (or double-click its competition or a team)</source>
        <translation>Las competiciones, y la vista de competición y las páginas de equipo del partido seleccionado (o doble clic en su competición o en un equipo)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>All teams</source>
        <translation>Todos los equipos</translation>
    </message>
    <message>
        <source>All competitions</source>
        <translation>Todas las competiciones</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>Todas las temporadas</translation>
    </message>
    <message>
        <source>The database server does not answer: the matches shown are not read again until it does. The library asks it again every few seconds.</source>
        <translation>El servidor de la base de datos no responde: los partidos mostrados no se vuelven a leer hasta que responda. La biblioteca vuelve a consultarlo cada pocos segundos.</translation>
    </message>
    <message>
        <source>Counting the matches…</source>
        <translation>Contando los partidos…</translation>
    </message>
    <message>
        <source>At least {count} matches</source>
        <translation>Al menos {count} partidos</translation>
    </message>
    <message>
        <source>1 deleted match</source>
        <translation>1 partido borrado</translation>
    </message>
    <message>
        <source>{count} deleted matches</source>
        <translation>{count} partidos borrados</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 partido</translation>
    </message>
    <message>
        <source>{count} matches</source>
        <translation>{count} partidos</translation>
    </message>
    <message>
        <source>Competition: {edition}</source>
        <translation>Competición: {edition}</translation>
    </message>
    <message>
        <source>Team page: {name}</source>
        <translation>Página del equipo: {name}</translation>
    </message>
    <message>
        <source>&amp;Competitions…</source>
        <translation>&amp;Competiciones…</translation>
    </message>
    <message>
        <source>&amp;Open the match</source>
        <translation>&amp;Abrir el partido</translation>
    </message>
    <message>
        <source>The database server does not answer: no team pages until it does</source>
        <translation>El servidor de la base de datos no responde: no hay páginas de equipo hasta que responda</translation>
    </message>
    <message>
        <source>No competition or team records for this match</source>
        <translation>No hay estadísticas de competición ni de equipo para este partido</translation>
    </message>
    <message>
        <source>Return fixture</source>
        <translation>Partido de vuelta</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>{what} of {home} v {away} created (no events).</source>
        <translation>{what} de {home} – {away} creado (sin eventos).</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>sin fecha</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>Borrar partido</translation>
    </message>
    <message>
        <source>Delete {home} v {away} ({value})?

You can undo this, or restore it later from the deleted matches.</source>
        <translation>¿Borrar {home} – {away} ({value})?

Puede deshacerlo, o restaurarlo más tarde desde los partidos borrados.</translation>
    </message>
    <message>
        <source>Not deleted: {home} v {away} is confirmed and locked. To delete it, open it and reopen it first (Match › Reopen the match).</source>
        <translation>No borrado: {home} – {away} está confirmado y bloqueado. Para borrarlo, ábralo y reábralo primero (Partido › Reabrir el partido).</translation>
    </message>
    <message>
        <source>{home} v {away} is back in the library.</source>
        <translation>{home} – {away} vuelve a estar en la biblioteca.</translation>
    </message>
    <message>
        <source>Not done: {reason}.</source>
        <translation>No hecho: {reason}.</translation>
    </message>
    <message>
        <source>Deleted {home} v {away}.</source>
        <translation>Borrado {home} – {away}.</translation>
    </message>
</context>
<context>
    <name>MergeChooser</name>
    <message>
        <source>Merge two people</source>
        <translation>Fusionar dos personas</translation>
    </message>
    <message>
        <source>They are one person. Keep this record (the other&apos;s matches, goals, figures and names move to it):</source>
        <translation>Son una misma persona. Conservar este registro (los partidos, goles, cifras y nombres del otro pasan a él):</translation>
    </message>
    <message>
        <source>no team</source>
        <translation>sin equipo</translation>
    </message>
    <message>
        <source>{name} ({id}) — {teams}, {matches} matches</source>
        <translation>{name} ({id}) — {teams}, {matches} partidos</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionar</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Your name</source>
        <extracomment>The settings key of the name set in the window. Longer names are cut: the log shows the name in a column.</extracomment>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Your name, stored with every event you log or change
(shown in the event log and written in the match file):</source>
        <translation>Su nombre, guardado con cada evento que registra o modifica
(se muestra en el registro de eventos y se escribe en el archivo del partido):</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nuevo partido</translation>
    </message>
    <message>
        <source>&amp;Create match</source>
        <extracomment>The fixture being set up to be logged (its row becomes the match), if any.</extracomment>
        <translation>&amp;Crear partido</translation>
    </message>
    <message>
        <source>Set up {name} v {name2}</source>
        <extracomment>The details as the wizard opened on them: what differs was typed by the user.</extracomment>
        <translation>Preparar {name} – {name2}</translation>
    </message>
    <message>
        <source>Start &amp;logging</source>
        <translation>&amp;Empezar a registrar</translation>
    </message>
    <message>
        <source>The fixture says “{name}”: pick the team that plays.</source>
        <translation>El calendario dice «{name}»: elija el equipo que juega.</translation>
    </message>
    <message>
        <source>Discard the new match?</source>
        <translation>¿Descartar el partido nuevo?</translation>
    </message>
    <message>
        <source>The details, teams, squads and line-ups typed so far will be lost.</source>
        <translation>Se perderán los datos del partido, equipos, plantillas y alineaciones introducidos hasta ahora.</translation>
    </message>
    <message>
        <source>The match was not created: {exc}</source>
        <translation>No se ha creado el partido: {exc}</translation>
    </message>
</context>
<context>
    <name>PeopleDialog</name>
    <message>
        <source>People</source>
        <translation>Personas</translation>
    </message>
    <message>
        <source>Search people</source>
        <translation>Buscar personas</translation>
    </message>
    <message>
        <source>Search by any name (accents and case ignored)</source>
        <translation>Buscar por cualquier nombre (sin distinguir acentos ni mayúsculas)</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Fusionar…</translation>
    </message>
    <message>
        <source>Select two records of one person, then merge them</source>
        <translation>Seleccione dos registros de una misma persona y fusiónelos</translation>
    </message>
    <message>
        <source>&amp;Split…</source>
        <translation>&amp;Separar…</translation>
    </message>
    <message>
        <source>Move a person&apos;s entries in some matches to another person</source>
        <translation>Pasar las entradas de una persona en algunos partidos a otra persona</translation>
    </message>
    <message>
        <source>&amp;Links…</source>
        <translation>&amp;Enlaces…</translation>
    </message>
    <message>
        <source>Why the person&apos;s entries were linked to him; undo a link</source>
        <translation>Por qué se enlazaron las entradas de la persona; deshacer un enlace</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>{count} people</source>
        <translation>{count} personas</translation>
    </message>
    <message>
        <source>1 person</source>
        <translation>1 persona</translation>
    </message>
    <message>
        <source> (the first 200: narrow the search)</source>
        <translation> (las primeras 200: acote la búsqueda)</translation>
    </message>
    <message>
        <source>&amp;Undo {undoText}</source>
        <translation>&amp;Deshacer: {undoText}</translation>
    </message>
    <message>
        <source>Select the two records of one person to merge.</source>
        <translation>Seleccione los dos registros de una misma persona para fusionarlos.</translation>
    </message>
    <message>
        <source>Merge {name} ({id}) into {name2} ({id2})</source>
        <translation>Fusionar {name} ({id}) en {name2} ({id2})</translation>
    </message>
    <message>
        <source>: done (Ctrl+Z undoes it).</source>
        <translation>: hecho (Ctrl+Z lo deshace).</translation>
    </message>
    <message>
        <source>Select the person to split.</source>
        <translation>Seleccione la persona que desea separar.</translation>
    </message>
    <message>
        <source>{name} is in no match: nothing to split off.</source>
        <translation>{name} no está en ningún partido: no hay nada que separar.</translation>
    </message>
    <message>
        <source>a new person</source>
        <translation>una persona nueva</translation>
    </message>
    <message>
        <source>person {id}</source>
        <translation>la persona {id}</translation>
    </message>
    <message>
        <source>Split {name} ({id}): {len} match(es) to {onto}</source>
        <translation>Separar {name} ({id}): {len} partido(s) a {onto}</translation>
    </message>
</context>
<context>
    <name>PersonChoiceDialog</name>
    <message>
        <source>Who is {name}?</source>
        <extracomment>The answer &quot;a new person&quot; (a person&apos;s id otherwise; None: leave it open).</extracomment>
        <translation>¿Quién es {name}?</translation>
    </message>
    <message>
        <source>{len} people who played for {team} could be “{name}” (known by it, or by a longer form of it). Which one is in this squad?</source>
        <translation>{len} personas que jugaron en {team} podrían ser «{name}» (conocidas así, o por una forma más larga del nombre). ¿Cuál está en esta plantilla?</translation>
    </message>
    <message>
        <source>People known by this name</source>
        <translation>Personas conocidas por este nombre</translation>
    </message>
    <message>
        <source>born {date}</source>
        <translation>nacido el {date}</translation>
    </message>
    <message>
        <source>last: {last_match}</source>
        <translation>último: {last_match}</translation>
    </message>
    <message>
        <source>Somebody new (another person with this name)</source>
        <translation>Alguien nuevo (otra persona con este nombre)</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>&amp;Enlazar</translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation>Decidir más &amp;tarde</translation>
    </message>
</context>
<context>
    <name>PitchAccess</name>
    <message>
        <source>goalkeeper</source>
        <translation>portero</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>defensa</translation>
    </message>
    <message>
        <source>midfielder</source>
        <translation>centrocampista</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>delantero</translation>
    </message>
    <message>
        <source>{name}, number {number}</source>
        <translation>{name}, dorsal {number}</translation>
    </message>
    <message>
        <source>sent off {time}</source>
        <translation>expulsado {time}</translation>
    </message>
    <message>
        <source>on the pitch</source>
        <translation>en el campo</translation>
    </message>
    <message>
        <source>off the pitch, substituted {time}</source>
        <translation>fuera del campo, sustituido {time}</translation>
    </message>
    <message>
        <source>on the bench</source>
        <translation>en el banquillo</translation>
    </message>
    <message>
        <source>came on {time}</source>
        <translation>entró {time}</translation>
    </message>
    <message>
        <source>booked</source>
        <translation>amonestado</translation>
    </message>
    <message>
        <source>1 goal</source>
        <translation>1 gol</translation>
    </message>
    <message>
        <source>{count} goals</source>
        <translation>{count} goles</translation>
    </message>
</context>
<context>
    <name>PitchView</name>
    <message>
        <source>Pitch</source>
        <extracomment>Drag-and-drop format of a player: the pid as ASCII digits. Arrow keys and the direction each moves the selection on the pitch (scene y points down). A player was selected by a click (pid), or the selection was cleared (None). A context menu was asked for on a player: pid and global position. A player was dropped on a pitch player: (player off, player on).</extracomment>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Both teams&apos; players on the pitch; the arrow keys move between them</source>
        <translation>Los jugadores de ambos equipos en el campo; las flechas pasan de uno a otro</translation>
    </message>
</context>
<context>
    <name>PlayerActions</name>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Gol</translation>
    </message>
    <message>
        <source>Goal by the selected player (asks for the assist)</source>
        <translation>Gol del jugador seleccionado (pregunta por la asistencia)</translation>
    </message>
    <message>
        <source>&amp;Header</source>
        <translation>De cabe&amp;za</translation>
    </message>
    <message>
        <source>Headed goal by the selected player</source>
        <translation>Gol de cabeza del jugador seleccionado</translation>
    </message>
    <message>
        <source>&amp;Penalty</source>
        <translation>&amp;Penalti</translation>
    </message>
    <message>
        <source>Penalty scored by the selected player</source>
        <translation>Penalti marcado por el jugador seleccionado</translation>
    </message>
    <message>
        <source>&amp;Own goal</source>
        <translation>Gol en pr&amp;opia puerta</translation>
    </message>
    <message>
        <source>Own goal by the selected player</source>
        <translation>Gol en propia puerta del jugador seleccionado</translation>
    </message>
    <message>
        <source>Penalty &amp;missed</source>
        <translation>Penalti &amp;fallado</translation>
    </message>
    <message>
        <source>Penalty missed by the selected player</source>
        <translation>Penalti fallado por el jugador seleccionado</translation>
    </message>
    <message>
        <source>&amp;Yellow card</source>
        <translation>Tarjeta &amp;amarilla</translation>
    </message>
    <message>
        <source>Book the selected player</source>
        <translation>Amonestar al jugador seleccionado</translation>
    </message>
    <message>
        <source>&amp;Red card</source>
        <translation>Tarjeta ro&amp;ja</translation>
    </message>
    <message>
        <source>Send the selected player off</source>
        <translation>Expulsar al jugador seleccionado</translation>
    </message>
    <message>
        <source>&amp;Substitution…</source>
        <translation>&amp;Sustitución…</translation>
    </message>
    <message>
        <source>Substitute the selected player (or bring him on)</source>
        <translation>Sustituir al jugador seleccionado (o hacerlo entrar)</translation>
    </message>
    <message>
        <source>Goal</source>
        <extracomment>The short word each action shows on the toolbar (the menus show the whole label).</extracomment>
        <translation>Gol</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalti</translation>
    </message>
    <message>
        <source>Own goal</source>
        <translation>En propia</translation>
    </message>
    <message>
        <source>Penalty missed</source>
        <translation>Fallado</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>Amarilla</translation>
    </message>
    <message>
        <source>Red card</source>
        <translation>Roja</translation>
    </message>
    <message>
        <source>Substitution</source>
        <translation>Sustitución</translation>
    </message>
    <message>
        <source>The selected player is listed in the starting eleven but did not start: put the substitute who did in his place (his events can be credited to him)</source>
        <extracomment>An action was chosen: its key (&quot;goal&quot;, &quot;yellow&quot;, &quot;sub&quot;…). The selected starter did not start: the user asks to put right who did.</extracomment>
        <translation>El jugador seleccionado figura en el once inicial pero no fue titular: poner en su lugar al suplente que sí lo fue (se le pueden atribuir sus eventos)</translation>
    </message>
    <message>
        <source>Another player started &amp;instead of {name}…</source>
        <translation>Otro jugador fue titular en lugar &amp;de {name}…</translation>
    </message>
    <message>
        <source>Another player started &amp;instead of the selected starter…</source>
        <translation>Otro jugador fue titular en lugar &amp;del titular seleccionado…</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Players</source>
        <extracomment>Returned by :meth:`ask` when the user chose the &quot;none&quot; entry (e.g. no assist).</extracomment>
        <translation>Jugadores</translation>
    </message>
</context>
<context>
    <name>PlayerListModel</name>
    <message>
        <source>{name} — drag onto a slot, or select a slot and press Put in slot</source>
        <extracomment>Players (a list of pids) were dropped on this list.</extracomment>
        <translation>{name} — arrástrelo a un puesto, o elija un puesto y pulse «Poner en el puesto»</translation>
    </message>
</context>
<context>
    <name>PlayerPageView</name>
    <message>
        <source>Totals</source>
        <extracomment>A team&apos;s page was asked for (its name). A match was asked for (a logged match&apos;s id).</extracomment>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Competitions played</source>
        <translation>Competiciones jugadas</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>Tallies</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>By competition</source>
        <translation>Por competición</translation>
    </message>
    <message>
        <source>By edition</source>
        <translation>Por edición</translation>
    </message>
    <message>
        <source>&amp;Tallies</source>
        <translation>&amp;Balance</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>&amp;Partidos</translation>
    </message>
    <message>
        <source>Played for {join}</source>
        <translation>Jugó en {join}</translation>
    </message>
    <message>
        <source>born {date}</source>
        <translation>nacido el {date}</translation>
    </message>
    <message>
        <source>also known as {join}</source>
        <translation>también conocido como {join}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{apps}&lt;/b&gt; appearance{value}, &lt;b&gt;{goals}&lt;/b&gt; goal{value2}</source>
        <translation>Partidos: &lt;b&gt;{apps}&lt;/b&gt;, goles: &lt;b&gt;{goals}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> ({figure} pen.)</source>
        <translation> ({figure} de penalti)</translation>
    </message>
    <message>
        <source>, {assists} assist{value}</source>
        <translation>, asistencias: {assists}</translation>
    </message>
    <message>
        <source>, {yellows} yellow, {reds} red</source>
        <translation>, amarillas: {yellows}, rojas: {reds}</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;{value} of his teams (a result lists its scorers only): minutes, starts and assists count only those; ≥ marks a figure that may be higher.&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;{value} de sus equipos (un resultado solo indica los goleadores): minutos, titularidades y asistencias cuentan solo esos; ≥ marca una cifra que puede ser mayor.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>All matches</source>
        <translation>Todos los partidos</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The settings keys (the name is Match › Your name…&apos;s key, the language i18n&apos;s). The languages offered: (setting, name in its own language); &quot;&quot; follows the system. The automatic backups kept when nothing says otherwise (the store&apos;s default). The style and palette the application started with (what &quot;System&quot; goes back to).</extracomment>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Your login name is used when empty</source>
        <translation>Si está vacío, se usa su nombre de usuario</translation>
    </message>
    <message>
        <source>Stored with each event you log or change</source>
        <translation>Se guarda con cada evento que registre o cambie</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source> backups</source>
        <translation> copias</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>E&amp;legir…</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>&amp;Predeterminada</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Su &amp;nombre:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language applies when Match Tracker restarts.</source>
        <translation>Un idioma nuevo se aplica al reiniciar Match Tracker.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>&amp;Backups kept:</source>
        <translation>&amp;Copias guardadas:</translation>
    </message>
    <message>
        <source>Automatic backups of the database file, newest kept; applies when Match Tracker restarts.</source>
        <translation>Copias automáticas del archivo de la base de datos, se guardan las más recientes; se aplica al reiniciar Match Tracker.</translation>
    </message>
    <message>
        <source>New matches&apos; &amp;rules:</source>
        <translation>&amp;Reglas de los partidos nuevos:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>Another database opens when Match Tracker restarts (--db and TRACKER_DB still come first).</source>
        <translation>Otra base de datos se abre al reiniciar Match Tracker (--db y TRACKER_DB siguen teniendo prioridad).</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Archivo de la base de datos</translation>
    </message>
    <message>
        <source>Match Tracker databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Bases de datos de Match Tracker (*.sqlite3 *.db);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <source>Publish live</source>
        <extracomment>Pixels per module of the QR code: large enough for a phone&apos;s camera across a desk.</extracomment>
        <translation>Publicar en directo</translation>
    </message>
    <message>
        <source>&amp;Start publishing</source>
        <translation>&amp;Empezar a publicar</translation>
    </message>
    <message>
        <source>S&amp;top publishing</source>
        <translation>&amp;Dejar de publicar</translation>
    </message>
    <message>
        <source>What to publish</source>
        <translation>Qué publicar</translation>
    </message>
    <message>
        <source>The whole &amp;library: every match, competition, team and player</source>
        <translation>Toda la &amp;biblioteca: cada partido, competición, equipo y jugador</translation>
    </message>
    <message>
        <source>Who can open it</source>
        <translation>Quién puede abrirlo</translation>
    </message>
    <message>
        <source>Only this &amp;computer</source>
        <translation>Solo este &amp;ordenador</translation>
    </message>
    <message>
        <source>Phones and computers on this &amp;network (Wi-Fi or cable)</source>
        <translation>Móviles y ordenadores de esta &amp;red (wifi o cable)</translation>
    </message>
    <message>
        <source>QR code of the address, to open it on a phone</source>
        <translation>Código QR de la dirección, para abrirla en un móvil</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Cop&amp;y address</source>
        <translation>&amp;Copiar la dirección</translation>
    </message>
    <message>
        <source>The open &amp;match: {title}</source>
        <translation>El &amp;partido abierto: {title}</translation>
    </message>
    <message>
        <source>The open &amp;match (none is open)</source>
        <translation>El &amp;partido abierto (no hay ninguno abierto)</translation>
    </message>
    <message>
        <source>the match {title}</source>
        <translation>el partido {title}</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>toda la biblioteca</translation>
    </message>
    <message>
        <source>Anyone on this network who has this address can see {what}: scan the code with a phone on the same Wi-Fi, or share the address.</source>
        <translation>Cualquiera en esta red que tenga esta dirección puede ver {what}: escanee el código con un móvil en la misma wifi, o comparta la dirección.</translation>
    </message>
    <message>
        <source>Only this computer can open this address. To let a phone see {what}, stop and publish on the network.</source>
        <translation>Solo este ordenador puede abrir esta dirección. Para que un móvil vea {what}, deje de publicar y publique en la red.</translation>
    </message>
    <message>
        <source>It is read-only: nobody can change anything through it. It stays published when this dialog closes, until you stop it or close Match Tracker.</source>
        <translation>Es de solo lectura: nadie puede cambiar nada a través de ella. Sigue publicada al cerrar este diálogo, hasta que la detenga o cierre Match Tracker.</translation>
    </message>
    <message>
        <source>The site could not be started: {reason}</source>
        <translation>No se pudo iniciar el sitio: {reason}</translation>
    </message>
</context>
<context>
    <name>QuestionModel</name>
    <message>
        <source>{title} (match {match_id})</source>
        <translation>{title} (partido {match_id})</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <source>Quick entry — a minute, what happened, who:
  55 goal Gordon assist Rogers
  90+2 header Lautaro a Messi      (also: pen, fk, og)
  72 sub Gordon Konsa              (or: 72 sub Konsa for Gordon)
  72 sub Gordon Konsa concussion   (a concussion substitute)
  34 yellow 10                     (also: red, 2y; a shirt number works)
  og 61 Romero                     70 saved Kane / 70 missed Kane
  pen Messi, missed Kane           (kicks in the penalty shootout)
  goal France                      (the scorer not known: the team only)
Without a minute the clock&apos;s minute is used. Names ignore case and accents.
Up and Down recall earlier commands; Escape clears the line.
On an empty line Ctrl+Z and Ctrl+Shift+Z undo and redo the last events.</source>
        <translation>Entrada rápida — un minuto, qué pasó, quién:
  55 gol Gordon asistencia Rogers
  90+2 cabezazo Lautaro a Messi     (también: penalti, gol de falta, autogol)
  72 cambio Gordon Konsa            (o: 72 cambio Konsa por Gordon)
  72 cambio Gordon Konsa conmoción  (sustitución por conmoción)
  34 amarilla 10                    (también: roja, dobleamarilla; sirve el dorsal)
  autogol 61 Romero                 70 parado Kane / 70 fallado Kane
  penalti Messi, fallado Kane       (lanzamientos en la tanda de penaltis)
  gol France                        (goleador desconocido: solo el equipo)
Las palabras inglesas (goal, sub, yellow…) también valen.
Sin minuto se usa el minuto del reloj. Los nombres no distinguen mayúsculas ni acentos.
Arriba y Abajo recuperan órdenes anteriores; Esc borra la línea.
En una línea vacía, Ctrl+Z y Ctrl+Mayús+Z deshacen y rehacen los últimos eventos.</translation>
    </message>
    <message>
        <source>Who scored?</source>
        <translation>¿Quién marcó?</translation>
    </message>
    <message>
        <source>Who assisted?</source>
        <translation>¿Quién dio la asistencia?</translation>
    </message>
    <message>
        <source>Who went off?</source>
        <translation>¿Quién salió?</translation>
    </message>
    <message>
        <source>Who came on?</source>
        <translation>¿Quién entró?</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>¿Qué jugador?</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <extracomment>Logs an event; returns None when it was logged, else the refusal in plain words. Commands logged so far (Up and Down recall them), and where recall stands. The line as sent when its entry&apos;s commit lost its connection (&quot;&quot;: none).</extracomment>
        <translation>Entrada rápida</translation>
    </message>
    <message>
        <source>Type a command, e.g. 55 goal Gordon assist Rogers</source>
        <translation>Escriba una orden, p. ej. 55 gol Gordon asistencia Rogers</translation>
    </message>
    <message>
        <source>Quick entry: 55 goal Gordon assist Rogers   (Ctrl+L)</source>
        <translation>Entrada rápida: 55 gol Gordon asistencia Rogers   (Ctrl+L)</translation>
    </message>
    <message>
        <source>{role} “{text}” fits several players:</source>
        <translation>{role} «{text}» coincide con varios jugadores:</translation>
    </message>
    <message>
        <source>which “{text}”? Nothing was logged.</source>
        <translation>¿qué «{text}»? No se ha registrado nada.</translation>
    </message>
</context>
<context>
    <name>RecordsActions</name>
    <message>
        <source>{name} has no team record in the library.</source>
        <translation>{name} no tiene estadísticas de equipo en la biblioteca.</translation>
    </message>
    <message>
        <source>Select a player first (click him on the pitch or in a line-up).</source>
        <translation>Seleccione primero un jugador (haga clic en él en el campo o en una alineación).</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Este jugador</translation>
    </message>
    <message>
        <source>{name} is not linked to a player record yet, so he has no player page.</source>
        <translation>{name} aún no está enlazado con un registro de jugador, así que no tiene página de jugador.</translation>
    </message>
    <message>
        <source>Records: {exc}</source>
        <translation>Estadísticas: {exc}</translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Records — Match Tracker</source>
        <extracomment>A logged match was asked for (its id): the match window opens it.</extracomment>
        <translation>Estadísticas — Match Tracker</translation>
    </message>
    <message>
        <source>The library holds no competitions yet.

Import World Cup results (File › Import…) or give a match its competition and season.</source>
        <translation>La biblioteca aún no tiene competiciones.

Importe resultados de Mundiales (Archivo › Importar…) o asigne a un partido su competición y temporada.</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <source>an edition, e.g. World Cup 2022</source>
        <translation>una edición, p. ej. World Cup 2022</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Competitio&amp;n: </source>
        <translation>Competició&amp;n: </translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <source>Read the page again from the library (F5)</source>
        <translation>Volver a leer la página de la biblioteca (F5)</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
    <message>
        <source>The database server does not answer: the page is not read again until it does. The window asks it again every few seconds.</source>
        <translation>El servidor de la base de datos no responde: la página no se vuelve a leer hasta que responda. La ventana vuelve a consultarlo cada pocos segundos.</translation>
    </message>
    <message>
        <source>The database server answers again.</source>
        <extracomment>Reads the page shown again when what it shows moves: a merge, split or link of people (here, in another window or program), an import, a logged event. The stamp is the page&apos;s own (its matches, not the library&apos;s), so following it costs what the page shows.</extracomment>
        <translation>El servidor de la base de datos vuelve a responder.</translation>
    </message>
    <message>
        <source>No competitions in the library yet.</source>
        <translation>Aún no hay competiciones en la biblioteca.</translation>
    </message>
    <message>
        <source>No page for {name}: {exc}</source>
        <translation>No hay página para {name}: {exc}</translation>
    </message>
    <message>
        <source>there is no edition {id}</source>
        <translation>no existe la edición {id}</translation>
    </message>
    <message>
        <source>Cannot show this page: {exc}</source>
        <translation>No se puede mostrar esta página: {exc}</translation>
    </message>
    <message>
        <source>{title} — Records — Match Tracker</source>
        <translation>{title} — Estadísticas — Match Tracker</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Restore from backup</source>
        <translation>Restaurar desde copia de seguridad</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore from backup</source>
        <translation>Restaurar desde copia de seguridad</translation>
    </message>
    <message>
        <source>Backups of &lt;b&gt;{name}&lt;/b&gt; are made when it is opened and at the end of each period. Restoring replaces everything in the database with the backup; what it holds now is backed up first.</source>
        <translation>Las copias de seguridad de &lt;b&gt;{name}&lt;/b&gt; se hacen al abrirla y al final de cada periodo. Restaurar reemplaza todo el contenido de la base de datos por la copia; lo que contiene ahora se guarda antes en otra copia.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <source>Backup taken</source>
        <translation>Copia hecha el</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>There are no backups of this database yet.</source>
        <translation>Aún no hay copias de seguridad de esta base de datos.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>Other &amp;file…</source>
        <translation>Otro &amp;archivo…</translation>
    </message>
    <message>
        <source>Restore from a backup file</source>
        <translation>Restaurar desde un archivo de copia de seguridad</translation>
    </message>
    <message>
        <source>SQLite (*.sqlite3 *.db)</source>
        <translation>SQLite (*.sqlite3 *.db)</translation>
    </message>
</context>
<context>
    <name>ResultSheetDialog</name>
    <message>
        <source>Match sheet (PDF) (*.pdf)</source>
        <extracomment>File-dialog filters and the format each writes.</extracomment>
        <translation>Acta del partido (PDF) (*.pdf)</translation>
    </message>
    <message>
        <source>Match sheet (web page) (*.html)</source>
        <translation>Acta del partido (página web) (*.html)</translation>
    </message>
    <message>
        <source>Match sheet (text) (*.txt)</source>
        <translation>Acta del partido (texto) (*.txt)</translation>
    </message>
    <message>
        <source>Goals and key stats (CSV: a folder)</source>
        <translation>Goles y estadísticas clave (CSV: una carpeta)</translation>
    </message>
    <message>
        <source>Match sheet</source>
        <extracomment>What :meth:`exec` returns when the user chose Log this match….</extracomment>
        <translation>Acta del partido</translation>
    </message>
    <message>
        <source>&amp;Export sheet…</source>
        <translation>&amp;Exportar el acta…</translation>
    </message>
    <message>
        <source>&amp;Log this match…</source>
        <translation>&amp;Registrar este partido…</translation>
    </message>
    <message>
        <source>Set up the line-ups and log this match event by event; the stored result stays until the log reaches full time</source>
        <translation>Preparar las alineaciones y registrar este partido evento a evento; el resultado guardado se mantiene hasta que el registro llegue al final del partido</translation>
    </message>
    <message>
        <source>The database server does not answer: the sheet is not read again until it does. The window asks it again every few seconds.</source>
        <translation>El servidor de la base de datos no responde: el acta no se vuelve a leer hasta que responda. La ventana vuelve a consultarlo cada pocos segundos.</translation>
    </message>
    <message>
        <source>The database server answers again.</source>
        <translation>El servidor de la base de datos vuelve a responder.</translation>
    </message>
    <message>
        <source>The sheet cannot be read again: {exc}</source>
        <translation>No se puede volver a leer el acta: {exc}</translation>
    </message>
    <message>
        <source>Export the sheet</source>
        <translation>Exportar el acta</translation>
    </message>
    <message>
        <source>The sheet was not written: {exc}</source>
        <translation>No se ha escrito el acta: {exc}</translation>
    </message>
    <message>
        <source>Written to {target}</source>
        <translation>Escrito en {target}</translation>
    </message>
    <message>
        <source>, half-time {half_time}</source>
        <translation>, descanso {half_time}</translation>
    </message>
    <message>
        <source> and its scorers</source>
        <translation> y sus goleadores</translation>
    </message>
    <message>
        <source>Log {home} v {away} event by event?

You set up the line-ups next. The stored result ({score}{half}{scorers}) is kept: the library, the tables and the record books go on showing it while you log. When your log reaches full time, the logged events replace it.</source>
        <translation>¿Registrar {home} – {away} evento a evento?

A continuación prepara las alineaciones. El resultado guardado ({score}{half}{scorers}) se conserva: la biblioteca, las clasificaciones y las estadísticas lo siguen mostrando mientras registra. Cuando su registro llegue al final del partido, los eventos registrados lo sustituyen.</translation>
    </message>
    <message>
        <source>Log this match</source>
        <translation>Registrar este partido</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review people</source>
        <extracomment>An answer was stored (the records of a match changed).</extracomment>
        <translation>Revisar personas</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Who it could be</source>
        <translation>Quién podría ser</translation>
    </message>
    <message>
        <source>&amp;Link to this person</source>
        <translation>&amp;Enlazar con esta persona</translation>
    </message>
    <message>
        <source>He is the candidate selected (or double-click him)</source>
        <translation>Es el candidato seleccionado (o haga doble clic en él)</translation>
    </message>
    <message>
        <source>&amp;Keep apart</source>
        <translation>&amp;Mantener aparte</translation>
    </message>
    <message>
        <source>He is none of them: a person of his own</source>
        <translation>No es ninguno de ellos: es una persona propia</translation>
    </message>
    <message>
        <source>Names several people fit, the most goals and cards first:</source>
        <translation>Nombres que coinciden con varias personas, primero los de más goles y tarjetas:</translation>
    </message>
    <message>
        <source>; the one with the most at stake is listed (each answer brings up the next)</source>
        <translation>; aparece la de más en juego (cada respuesta trae la siguiente)</translation>
    </message>
    <message>
        <source>; the {count} with the most at stake are listed (each answer brings up the next)</source>
        <translation>; aparecen las {count} de más en juego (cada respuesta trae la siguiente)</translation>
    </message>
    <message>
        <source>1 open question</source>
        <translation>1 pregunta abierta</translation>
    </message>
    <message>
        <source>{total} open questions</source>
        <translation>{total} preguntas abiertas</translation>
    </message>
    <message>
        <source>No open questions: every name is linked.</source>
        <translation>No hay preguntas abiertas: todos los nombres están enlazados.</translation>
    </message>
    <message>
        <source>“{name}” for {team} in {title}: {len} people fit{where}</source>
        <translation>«{name}» de {team} en {title}: coinciden {len} personas{where}</translation>
    </message>
    <message>
        <source>also {names}</source>
        <translation>también {names}</translation>
    </message>
    <message>
        <source>played in </source>
        <translation>jugó en </translation>
    </message>
    <message>
        <source>born {date}</source>
        <translation>nacido el {date}</translation>
    </message>
    <message>
        <source>{name} (person {person_id}) — {join}</source>
        <translation>{name} (persona {person_id}) — {join}</translation>
    </message>
    <message>
        <source>linked to {who}</source>
        <translation>enlazado con {who}</translation>
    </message>
    <message>
        <source>kept apart as a new person</source>
        <translation>mantenido aparte como persona nueva</translation>
    </message>
    <message>
        <source>{name} in {title}: {said}; remembered. </source>
        <translation>{name} en {title}: {said}; recordado. </translation>
    </message>
</context>
<context>
    <name>SameNames</name>
    <message>
        <source>The same name in both squads</source>
        <translation>El mismo nombre en las dos plantillas</translation>
    </message>
    <message>
        <source>In the squads of both {home} and {away}: {names}.

A typo, or a player copied into the wrong squad? Correct the squad here or on the home team&apos;s page. Players of the same name can play on opposite sides (brothers, namesakes): if so, keep both.</source>
        <translation>En la plantilla de {home} y en la de {away}: {names}.

¿Una errata, o un jugador copiado en la plantilla equivocada? Corrija la plantilla aquí o en la página del equipo local. Jugadores con el mismo nombre pueden jugar en bandos contrarios (hermanos, homónimos): en ese caso, conserve ambos.</translation>
    </message>
    <message>
        <source>&amp;Keep both</source>
        <translation>&amp;Conservar ambos</translation>
    </message>
    <message>
        <source>C&amp;orrect the squad</source>
        <translation>Co&amp;rregir la plantilla</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Scoreboard</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>{name} — manager {manager}</source>
        <translation>{name} — entrenador {manager}</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>resultado {score}</translation>
    </message>
    <message>
        <source>HT {ht}–{ht2}</source>
        <translation>Desc. {ht}–{ht2}</translation>
    </message>
</context>
<context>
    <name>SecondYellow</name>
    <message>
        <source>{name}&apos;s card at {later} becomes his second yellow: he is sent off at {later}.

Log the yellow at {when} and make the {later} card a second yellow?</source>
        <translation>La tarjeta de {name} en el {later} pasa a ser su doble amarilla: es expulsado en el {later}.

¿Registrar la amarilla en el {when} y convertir la tarjeta del {later} en doble amarilla?</translation>
    </message>
    <message>
        <source>Make the later card a second yellow?</source>
        <translation>¿Convertir la tarjeta posterior en doble amarilla?</translation>
    </message>
    <message>
        <source>Nothing was logged: the yellow at {when} would make {name}&apos;s card at {later} his second yellow.</source>
        <translation>No se registró nada: la amarilla en el {when} convertiría la tarjeta de {name} en el {later} en su doble amarilla.</translation>
    </message>
    <message>
        <source>Nothing was changed: the yellow at {when} would make {name}&apos;s card at {later} his second yellow.</source>
        <translation>No se cambió nada: la amarilla en el {when} convertiría la tarjeta de {name} en el {later} en su doble amarilla.</translation>
    </message>
    <message>
        <source>{event}, and the {later} card a second yellow</source>
        <translation>{event}, y la tarjeta del {later} como doble amarilla</translation>
    </message>
    <message>
        <source>{name}&apos;s card at {later} is now his second yellow: sent off</source>
        <extracomment>The later card as stored once made a second yellow.</extracomment>
        <translation>La tarjeta de {name} en el {later} es ahora su doble amarilla: expulsado</translation>
    </message>
</context>
<context>
    <name>SendDialog</name>
    <message>
        <source>Send to league database</source>
        <extracomment>Where the last database sent to is remembered (without its password).</extracomment>
        <translation>Enviar a la base de datos de la liga</translation>
    </message>
    <message>
        <source>League database</source>
        <translation>Base de datos de la liga</translation>
    </message>
    <message>
        <source>&amp;File…</source>
        <translation>&amp;Archivo…</translation>
    </message>
    <message>
        <source>Choose a database file instead of a server</source>
        <translation>Elegir un archivo de base de datos en lugar de un servidor</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>only if the server asks for one (not remembered)</source>
        <translation>solo si el servidor lo pide (no se recuerda)</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>Send &lt;b&gt;{escape}&lt;/b&gt; — its set-up, squads and events — to the league&apos;s database. Sending it again later updates the same match there.</source>
        <translation>Enviar &lt;b&gt;{escape}&lt;/b&gt; — su preparación, plantillas y eventos — a la base de datos de la liga. Enviarlo de nuevo más tarde actualiza allí el mismo partido.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <source>League database file</source>
        <translation>Archivo de base de datos de la liga</translation>
    </message>
    <message>
        <source>Match Tracker databases (*.sqlite3 *.db);;All (*)</source>
        <translation>Bases de datos de Match Tracker (*.sqlite3 *.db);;Todos (*)</translation>
    </message>
</context>
<context>
    <name>SheetPrintPreview</name>
    <message>
        <source>Print – {title}</source>
        <translation>Imprimir – {title}</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Página</translation>
    </message>
</context>
<context>
    <name>SplitChooser</name>
    <message>
        <source>Split {name}</source>
        <translation>Separar {name}</translation>
    </message>
    <message>
        <source>Matches where “{name}” is someone else:</source>
        <translation>Partidos en los que «{name}» es otra persona:</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>sin fecha</translation>
    </message>
    <message>
        <source>scorer</source>
        <translation>goleador</translation>
    </message>
    <message>
        <source>in the squad</source>
        <translation>en la convocatoria</translation>
    </message>
    <message>
        <source>{when}  {title}  ({team}, as {name}, {kind})</source>
        <translation>{when}  {title}  ({team}, como {name}, {kind})</translation>
    </message>
    <message>
        <source>Move them to:</source>
        <translation>Pasarlos a:</translation>
    </message>
    <message>
        <source>A new person</source>
        <translation>Una persona nueva</translation>
    </message>
    <message>
        <source>no team</source>
        <translation>sin equipo</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Separar</translation>
    </message>
</context>
<context>
    <name>SquadEditor</name>
    <message>
        <source>Squad</source>
        <extracomment>The squad changed.</extracomment>
        <translation>Plantilla</translation>
    </message>
    <message>
        <source>Shirt number (– for none)</source>
        <translation>Dorsal (– si no tiene)</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Nombre completo</translation>
    </message>
    <message>
        <source>Known as</source>
        <translation>Conocido como</translation>
    </message>
    <message>
        <source>Shirt number of the new player</source>
        <translation>Dorsal del nuevo jugador</translation>
    </message>
    <message>
        <source>Full name of the new player</source>
        <translation>Nombre completo del nuevo jugador</translation>
    </message>
    <message>
        <source>Position of the new player</source>
        <translation>Posición del nuevo jugador</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Aña&amp;dir</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>&amp;Import CSV or pasted rows…</source>
        <translation>&amp;Importar CSV o filas pegadas…</translation>
    </message>
    <message>
        <source>Type the player&apos;s name, then Add.</source>
        <translation>Escriba el nombre del jugador y pulse Añadir.</translation>
    </message>
</context>
<context>
    <name>SquadImportDialog</name>
    <message>
        <source>Import a squad</source>
        <translation>Importar una plantilla</translation>
    </message>
    <message>
        <source>Open a CSV file, or paste rows copied from a spreadsheet. Columns: &lt;b&gt;{join}&lt;/b&gt; (in this order, or in any order under a header row). Position is GK, DF, MF or FW.</source>
        <translation>Abra un archivo CSV, o pegue filas copiadas de una hoja de cálculo. Columnas: &lt;b&gt;{join}&lt;/b&gt; (en este orden, o en cualquier orden bajo una fila de encabezado). La posición es GK, DF, MF o FW.</translation>
    </message>
    <message>
        <source>&amp;Open CSV file…</source>
        <translation>&amp;Abrir archivo CSV…</translation>
    </message>
    <message>
        <source>Leave out the rows in error</source>
        <translation>Omitir las filas con errores</translation>
    </message>
    <message>
        <source>…or &amp;paste rows copied from a spreadsheet:</source>
        <translation>…o &amp;pegue filas copiadas de una hoja de cálculo:</translation>
    </message>
    <message>
        <source>Cannot read {name}: {strerror}</source>
        <translation>No se puede leer {name}: {strerror}</translation>
    </message>
    <message>
        <source>a spreadsheet workbook</source>
        <translation>un libro de hoja de cálculo</translation>
    </message>
    <message>
        <source>it looks like {kind}</source>
        <translation>parece {kind}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>no es texto</translation>
    </message>
    <message>
        <source>{name} is not a CSV file ({what}): save the sheet as CSV, or copy its rows and paste them below.</source>
        <translation>{name} no es un archivo CSV ({what}): guarde la hoja como CSV, o copie sus filas y péguelas abajo.</translation>
    </message>
    <message>
        <source>{name} (read as Mac Roman text, not UTF-8)</source>
        <translation>{name} (leído como texto Mac Roman, no UTF-8)</translation>
    </message>
    <message>
        <source>{name} may be Windows-1252 or Mac Roman text, and its accented letters read differently in each (byte 0x{byte} on line {line}): nothing was read. Save the sheet as “CSV UTF-8”, or copy its rows and paste them below.</source>
        <translation>{name} puede ser texto Windows-1252 o Mac Roman, y sus letras acentuadas se leen distinto en cada uno (byte 0x{byte} en la línea {line}): no se leyó nada. Guarde la hoja como «CSV UTF-8» o copie sus filas y péguelas abajo.</translation>
    </message>
    <message>
        <source>{name} is neither UTF-8 nor Windows-1252 text (byte 0x{byte} on line {line}): nothing was read. Save the sheet as “CSV UTF-8”, or copy its rows and paste them below.</source>
        <translation>{name} no es texto UTF-8 ni Windows-1252 (byte 0x{byte} en la línea {line}): no se leyó nada. Guarde la hoja como «CSV UTF-8» o copie sus filas y péguelas abajo.</translation>
    </message>
    <message>
        <source>{name} (read as Windows-1252 text, not UTF-8)</source>
        <translation>{name} (leído como texto Windows-1252, no UTF-8)</translation>
    </message>
    <message>
        <source>Open a squad file</source>
        <translation>Abrir un archivo de plantilla</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Archivos CSV (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Nothing read yet.</source>
        <translation>Aún no se ha leído nada.</translation>
    </message>
    <message>
        <source>{bad} row{value} in error (shaded; the Problem column says why) and {good} correct. Nothing is imported until you confirm.</source>
        <translation>Filas con errores: {bad} (sombreadas; la columna Problema dice por qué), correctas: {good}. No se importa nada hasta que confirme.</translation>
    </message>
    <message>
        <source>All {good} rows read correctly.</source>
        <translation>Las {good} filas se han leído correctamente.</translation>
    </message>
    <message>
        <source>{text} Columns left out: {left_out}.</source>
        <translation>{text} Columnas omitidas: {left_out}.</translation>
    </message>
    <message>
        <source>&amp;Import {good} player{value}</source>
        <translation>&amp;Importar jugadores: {good}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Match Tracker</source>
        <extracomment>The user wants to set up a new match. The user wants to choose a match from the library. The user wants the reference match. The user picked a recent match (its id).</extracomment>
        <translation>Match Tracker</translation>
    </message>
    <message>
        <source>Log a football match live and produce its match sheet.</source>
        <translation>Registre un partido de fútbol en directo y obtenga su acta.</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Nuevo partido…</translation>
    </message>
    <message>
        <source>Set up teams and line-ups (Ctrl+N)</source>
        <translation>Preparar equipos y alineaciones (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open match…</source>
        <translation>Abrir partido…</translation>
    </message>
    <message>
        <source>Choose a match from the library (Ctrl+O)</source>
        <translation>Elegir un partido de la biblioteca (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open the demo match</source>
        <translation>Abrir el partido de demostración</translation>
    </message>
    <message>
        <source>Argentina 2-1 England, World Cup semi-final</source>
        <translation>Argentina 2-1 Inglaterra, semifinal del Mundial</translation>
    </message>
    <message>
        <source>Recent matches</source>
        <translation>Partidos recientes</translation>
    </message>
    <message>
        <source>Double-click a match to open it</source>
        <translation>Haga doble clic en un partido para abrirlo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent matches&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partidos recientes&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>StarterSwap</name>
    <message>
        <source>Select a player of the starting eleven in the line-up first.</source>
        <translation>Seleccione primero un jugador del once inicial en la alineación.</translation>
    </message>
    <message>
        <source>This match is confirmed and locked; reopen it to correct its line-up.</source>
        <translation>Este partido está confirmado y bloqueado; reábralo para corregir su alineación.</translation>
    </message>
    <message>
        <source>Not offered:
{reasons}</source>
        <translation>No se ofrecen:
{reasons}</translation>
    </message>
    <message>
        <source>The log names {starter} in these events:

{events}

If {substitute} started in his place, these were his: credit them to {substitute}?</source>
        <translation>El registro nombra a {starter} en estos eventos:

{events}

Si {substitute} fue titular en su lugar, eran suyos: ¿atribuirlos a {substitute}?</translation>
    </message>
    <message>
        <source>Credit his events?</source>
        <translation>¿Atribuir sus eventos?</translation>
    </message>
    <message>
        <source>&amp;Credit them to {name}</source>
        <translation>&amp;Atribuirlos a {name}</translation>
    </message>
</context>
<context>
    <name>StarterSwapDialog</name>
    <message>
        <source>Correct the starting eleven</source>
        <translation>Corregir el once inicial</translation>
    </message>
    <message>
        <source>{player} is listed in {team}&apos;s starting eleven. If another player started in his place, choose him from the substitutes: he takes that place in the formation, and {player} goes to the bench.</source>
        <translation>{player} figura en el once inicial de {team}. Si otro jugador fue titular en su lugar, elíjalo entre los suplentes: ocupa ese puesto en la formación y {player} pasa al banquillo.</translation>
    </message>
    <message>
        <source>He &amp;started</source>
        <translation>Fue &amp;titular</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The database server answers again: the match is shown as it holds it.</source>
        <extracomment>Above the pitch: the last refusal or error, hidden again after a while. The last refusal or error told, for a caller that shows it in its own place. What stays above the pitch once a refusal has been shown (&quot;&quot;: nothing).</extracomment>
        <translation>El servidor de la base de datos vuelve a responder: el partido se muestra tal como lo tiene guardado.</translation>
    </message>
    <message>
        <source>The database server does not answer: what you enter is refused until it does. The window asks it again every few seconds, then shows the match as the server holds it.</source>
        <translation>El servidor de la base de datos no responde: lo que introduzcas se rechazará hasta que responda. La ventana vuelve a consultarlo cada pocos segundos y luego muestra el partido tal como lo tiene guardado el servidor.</translation>
    </message>
    <message>
        <source>The database is locked by another program: waiting up to {seconds} s for it…</source>
        <translation>Otro programa tiene bloqueada la base de datos: se espera hasta {seconds} s…</translation>
    </message>
</context>
<context>
    <name>SubstitutionChooser</name>
    <message>
        <source>&amp;Concussion substitute (additional, permanent)</source>
        <translation>Sustitución por &amp;conmoción (adicional, definitiva)</translation>
    </message>
    <message>
        <source>An additional permanent substitute for a player with a suspected concussion; the opponents get one more substitute and window</source>
        <translation>Una sustitución adicional y definitiva para un jugador con sospecha de conmoción; el rival recibe una sustitución y una ventana más</translation>
    </message>
    <message>
        <source>This competition has no concussion substitutes</source>
        <translation>Esta competición no tiene sustituciones por conmoción</translation>
    </message>
</context>
<context>
    <name>SuspensionRefusal</name>
    <message>
        <source>Suspended player</source>
        <translation>Jugador sancionado</translation>
    </message>
    <message>
        <source>Suspended players</source>
        <translation>Jugadores sancionados</translation>
    </message>
    <message>
        <source>Take him out of the line-up, or record the appeal that lets him play:</source>
        <extracomment>With several suspended, one box each: the appeal lets only those ticked play.</extracomment>
        <translation>Quítelo de la alineación, o registre el recurso que le permite jugar:</translation>
    </message>
    <message>
        <source>Take them out of the line-up, or record the appeal that lets those ticked play:</source>
        <translation>Quítelos de la alineación, o registre la apelación que permite jugar a los marcados:</translation>
    </message>
    <message>
        <source>Reason: the appeal and who decided it</source>
        <translation>Motivo: el recurso y quién lo decidió</translation>
    </message>
    <message>
        <source>&amp;Override (appeal)</source>
        <translation>&amp;Anular (recurso)</translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <source>Pick a team, or type the name of a new one</source>
        <extracomment>The colour changed (as ``#rrggbb``). What the known team brought (squad without pids, short name, manager).</extracomment>
        <translation>Elija un equipo o escriba el nombre de uno nuevo</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>e.g. ARG</source>
        <translation>p. ej. ARG</translation>
    </message>
    <message>
        <source>{title} shirt colour</source>
        <translation>Color de la camiseta — {title}</translation>
    </message>
    <message>
        <source>{title} goalkeeper&apos;s colour</source>
        <translation>Color del portero — {title}</translation>
    </message>
    <message>
        <source>Keep this short name, manager and c&amp;olours for the team&apos;s next matches</source>
        <extracomment>A known team&apos;s stored details become these only when the user ticks it.</extracomment>
        <translation>Guardar este nombre corto, entrenador y c&amp;olores para los próximos partidos del equipo</translation>
    </message>
    <message>
        <source>Unticked, they are this match&apos;s only (an away kit, an interim manager): the team keeps its stored ones. Earlier matches keep their own either way.</source>
        <translation>Sin marcar, valen solo para este partido (una segunda equipación, un entrenador interino): el equipo conserva los guardados. Los partidos anteriores conservan los suyos en cualquier caso.</translation>
    </message>
    <message>
        <source>&amp;Keep this squad as the team&apos;s squad for its next matches</source>
        <extracomment>A known team&apos;s stored squad becomes this one only when the user ticks it.</extracomment>
        <translation>&amp;Guardar esta plantilla como la del equipo para sus próximos partidos</translation>
    </message>
    <message>
        <source>Unticked, the changes made to the squad here are for this match only. Earlier matches keep their own squads either way.</source>
        <translation>Sin marcar, los cambios hechos aquí en la plantilla valen solo para este partido. Los partidos anteriores conservan su propia plantilla en cualquier caso.</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Equipo:</translation>
    </message>
    <message>
        <source>&amp;Manager:</source>
        <translation>En&amp;trenador:</translation>
    </message>
    <message>
        <source>S&amp;hort name:</source>
        <translation>Nombre &amp;corto:</translation>
    </message>
    <message>
        <source>&amp;Goalkeeper:</source>
        <translation>&amp;Portero:</translation>
    </message>
    <message>
        <source>Shirt co&amp;lour:</source>
        <translation>Co&amp;lor de la camiseta:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Squad&lt;/b&gt; — type each player and press Enter, or import</source>
        <translation>&lt;b&gt;Plantilla&lt;/b&gt; — escriba cada jugador y pulse Intro, o impórtela</translation>
    </message>
    <message>
        <source>A new team: it is kept, with its squad, for its next match.</source>
        <translation>Un equipo nuevo: se guarda, con su plantilla, para su próximo partido.</translation>
    </message>
    <message>
        <source>Known team: the {len} players typed here are kept (its stored squad is not loaded over them).</source>
        <translation>Equipo conocido: se conservan los {len} jugadores escritos aquí (su plantilla guardada no se carga encima).</translation>
    </message>
    <message>
        <source>Known team, no squad stored yet: the squad typed here is kept for it.</source>
        <translation>Equipo conocido, aún sin plantilla guardada: la plantilla escrita aquí se guarda para él.</translation>
    </message>
    <message>
        <source>Known team: its squad of {len} is loaded; edit it for this match.</source>
        <translation>Equipo conocido: se ha cargado su plantilla de {len}; edítela para este partido.</translation>
    </message>
</context>
<context>
    <name>TeamPageView</name>
    <message>
        <source>Competitions</source>
        <extracomment>A team&apos;s page was asked for (its name): an opponent&apos;s. A match was asked for (a logged match&apos;s id).</extracomment>
        <translation>Competiciones</translation>
    </message>
    <message>
        <source>Rounds reached</source>
        <translation>Rondas alcanzadas</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Cara a cara</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>By competition</source>
        <translation>Por competición</translation>
    </message>
    <message>
        <source>Knockout rounds</source>
        <translation>Rondas eliminatorias</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>&amp;Cara a cara</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>&amp;Partidos</translation>
    </message>
    <message>
        <source>&lt;b&gt;All matches&lt;/b&gt;: {record_text}</source>
        <translation>&lt;b&gt;Todos los partidos&lt;/b&gt;: {record_text}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Competitive&lt;/b&gt;: {record_text}</source>
        <translation>&lt;b&gt;Oficiales&lt;/b&gt;: {record_text}</translation>
    </message>
    <message>
        <source>{fixtures} fixture{value} to play</source>
        <translation>Por jugar: {fixtures}</translation>
    </message>
    <message>
        <source>1 match with no result though its day has passed</source>
        <translation>Sin resultado aunque ya pasó su fecha: 1</translation>
    </message>
    <message>
        <source>{passed} matches with no result though their day has passed</source>
        <translation>Sin resultado aunque ya pasó su fecha: {passed}</translation>
    </message>
    <message>
        <source>1 match abandoned, no result</source>
        <translation>1 partido suspendido, sin resultado</translation>
    </message>
    <message>
        <source>{abandoned} matches abandoned, no result</source>
        <translation>{abandoned} partidos suspendidos, sin resultado</translation>
    </message>
    <message>
        <source>1 match cancelled, never played</source>
        <translation>1 partido cancelado, nunca jugado</translation>
    </message>
    <message>
        <source>{cancelled} matches cancelled, never played</source>
        <translation>{cancelled} partidos cancelados, nunca jugados</translation>
    </message>
</context>
<context>
    <name>_DetailsPage</name>
    <message>
        <source>The match</source>
        <extracomment>Who each ambiguous squad name is, as the set-up service takes it.</extracomment>
        <translation>El partido</translation>
    </message>
    <message>
        <source>Competition, date, venue, officials and the rules it is played under.</source>
        <translation>Competición, fecha, estadio, árbitros y las reglas con las que se juega.</translation>
    </message>
</context>
<context>
    <name>_LineupPage</name>
    <message>
        <source>Home</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Visitante</translation>
    </message>
    <message>
        <source>{where} line-up: {name}</source>
        <translation>Alineación {where}: {name}</translation>
    </message>
    <message>
        <source>Drag players from the squad onto the pitch (or use the keyboard box), then choose the bench and the captain.</source>
        <translation>Arrastre jugadores de la plantilla al campo (o use el cuadro del teclado) y elija después el banquillo y el capitán.</translation>
    </message>
</context>
<context>
    <name>_TeamPage</name>
    <message>
        <source>Home</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Visitante</translation>
    </message>
    <message>
        <source>{title} team</source>
        <translation>Equipo {title}</translation>
    </message>
    <message>
        <source>Pick a team from earlier matches (its squad comes with it), or type a new one.</source>
        <translation>Elija un equipo de partidos anteriores (viene con su plantilla) o escriba uno nuevo.</translation>
    </message>
    <message>
        <source>Type the team&apos;s name, or pick a team from the list.</source>
        <translation>Escriba el nombre del equipo o elija uno de la lista.</translation>
    </message>
    <message>
        <source>The away team must be another team than the home team.</source>
        <translation>El equipo visitante debe ser distinto del local.</translation>
    </message>
    <message>
        <source>The squad has {len} players; a side of {size} needs more.</source>
        <translation>La plantilla tiene {len} jugadores; un equipo de {size} necesita más.</translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Assist</source>
        <translation>Asistencia</translation>
    </message>
    <message>
        <source>Who assisted {name}?</source>
        <translation>¿Quién dio la asistencia a {name}?</translation>
    </message>
    <message>
        <source>No assist</source>
        <translation>Sin asistencia</translation>
    </message>
    <message>
        <source>Substitution</source>
        <translation>Sustitución</translation>
    </message>
    <message>
        <source>Who replaces {name}?</source>
        <translation>¿Quién sustituye a {name}?</translation>
    </message>
    <message>
        <source>Who makes way for {name}?</source>
        <translation>¿Quién deja su sitio a {name}?</translation>
    </message>
</context>
<context>
    <name>adjustments</name>
    <message>
        <source>Team</source>
        <extracomment>A stored adjustment as the service gives it (id, team, points, reason, effective, author).</extracomment>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Took effect</source>
        <translation>En vigor desde</translation>
    </message>
    <message>
        <source>always</source>
        <translation>siempre</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Por</translation>
    </message>
</context>
<context>
    <name>backups</name>
    <message>
        <source>The backup was not restored: {exc}</source>
        <translation>No se ha restaurado la copia de seguridad: {exc}</translation>
    </message>
    <message>
        <source>The backup “{label}” was restored. {outcome}</source>
        <translation>Se ha restaurado la copia «{label}». {outcome}</translation>
    </message>
</context>
<context>
    <name>clock</name>
    <message>
        <source>Kick-off</source>
        <translation>Saque inicial</translation>
    </message>
    <message>
        <source>the shootout</source>
        <translation>tanda de penaltis</translation>
    </message>
    <message>
        <source>End of {name}</source>
        <translation>Final: {name}</translation>
    </message>
    <message>
        <source>Full time</source>
        <translation>Final del partido</translation>
    </message>
    <message>
        <source>Start {lower}</source>
        <translation>Inicio: {lower}</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <source>Minute</source>
        <translation>Minuto</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Por</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>How many questions the queue lists at once, the most at stake first: each answer brings up the next, and a large library&apos;s queue opens as fast as a small one&apos;s.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Nacido</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>Also known as</source>
        <translation>También conocido como</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partido</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>At stake</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Known as</source>
        <translation>Conocido como</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>competitionpage</name>
    <message>
        <source>Player</source>
        <extracomment>Where the edition&apos;s suspensions come from (the suspension rules), if installed. The cards an edition&apos;s list of suspensions does not count, in words (&quot;&quot; for none).</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Ban</source>
        <translation>Sanción</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>Cumple</translation>
    </message>
    <message>
        <source>{lacking}: a figure marked ≥ may be higher, and a scorer of those matches may be missing here.</source>
        <translation>{lacking}: una cifra marcada con ≥ puede ser mayor, y puede faltar aquí un goleador de esos partidos.</translation>
    </message>
    <message>
        <source>Line-ups known for {lineups} of {matches} matches: a result lists its scorers only, so assists and appearances count only what is known.</source>
        <translation>Alineaciones conocidas de {lineups} de {matches} partidos: un resultado solo indica los goleadores, así que asistencias y partidos jugados cuentan solo lo conocido.</translation>
    </message>
    <message>
        <source>No cards in this edition.</source>
        <translation>No hay tarjetas en esta edición.</translation>
    </message>
    <message>
        <source>{lacking} (results carry no cards; logged matches do): no cards can be listed.</source>
        <translation>{lacking} (los resultados no llevan tarjetas; los partidos registrados sí): no se pueden listar tarjetas.</translation>
    </message>
    <message>
        <source>{lacking} (results carry no cards): the counts marked ≥ may be higher.</source>
        <translation>{lacking} (los resultados no llevan tarjetas): las cifras marcadas con ≥ pueden ser mayores.</translation>
    </message>
    <message>
        <source>{len} match{value} played</source>
        <translation>Jugados: {len}</translation>
    </message>
    <message>
        <source>{len} being played</source>
        <translation>En juego: {len}</translation>
    </message>
    <message>
        <source>{len} whose log stops before full time</source>
        <translation>{len} cuyo registro se detiene antes del final</translation>
    </message>
    <message>
        <source>{len} abandoned, no result</source>
        <translation>{len} suspendidos, sin resultado</translation>
    </message>
    <message>
        <source>{len} cancelled, never played</source>
        <translation>{len} cancelados, nunca jugados</translation>
    </message>
    <message>
        <source>{len} with no result though their day has passed</source>
        <translation>Sin resultado aunque ya pasó su fecha: {len}</translation>
    </message>
    <message>
        <source>{len} to play</source>
        <translation>{len} por jugar</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 grupo</translation>
    </message>
    <message>
        <source>{count} groups</source>
        <translation>{count} grupos</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>The computer ran out of memory.</source>
        <extracomment>Size of one log file before it rotates, and how many old ones are kept.</extracomment>
        <translation>El ordenador se ha quedado sin memoria.</translation>
    </message>
    <message>
        <source>A file could not be used{where}: {strerror}.</source>
        <translation>No se ha podido usar un archivo{where}: {strerror}.</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({name}{value}).</source>
        <translation>Se ha producido un error inesperado ({name}{value}).</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>{author} (changed)</source>
        <extracomment>Pixels on each side of a cell&apos;s text (what the styles in use put there, and a little air).</extracomment>
        <translation>{author} (modificado)</translation>
    </message>
    <message>
        <source>someone unnamed</source>
        <translation>alguien sin nombre</translation>
    </message>
    <message>
        <source>Logged at {logged}; changed by {who} at {when}</source>
        <translation>Registrado a las {logged}; modificado por {who} a las {when}</translation>
    </message>
    <message>
        <source>Logged by {author} at {logged}</source>
        <translation>Registrado por {author} a las {logged}</translation>
    </message>
    <message>
        <source>Logged at {logged}</source>
        <translation>Registrado a las {logged}</translation>
    </message>
</context>
<context>
    <name>exporting</name>
    <message>
        <source>Football (90&apos;+6)</source>
        <extracomment>Formats whose preview is the printed page rather than the file&apos;s text.</extracomment>
        <translation>Fútbol (90&apos;+6)</translation>
    </message>
    <message>
        <source>Running count (96&apos;)</source>
        <translation>Corrido (96&apos;)</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <source>Exported {title} to {where}</source>
        <translation>{title} exportado a {where}</translation>
    </message>
    <message>
        <source>The printed sheet shows {names} as empty boxes: no font on this computer has their letters. Install one that has them (for Chinese, Japanese or Korean names: Noto Sans CJK) and print again.</source>
        <translation>El acta impresa muestra {names} como recuadros vacíos: ninguna fuente de este ordenador tiene sus caracteres. Instale una que los tenga (para nombres chinos, japoneses o coreanos: Noto Sans CJK) y vuelva a imprimir.</translation>
    </message>
    <message>
        <source>the folder does not exist (any more)</source>
        <extracomment>Plain words for the reasons a file cannot be written, by errno.</extracomment>
        <translation>la carpeta no existe (ya)</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>parte de la ruta es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>you are not allowed to write in that folder</source>
        <translation>no tiene permiso para escribir en esa carpeta</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>se ha agotado su cuota de disco</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>hay una carpeta con ese nombre</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>Could not write {name} in {parent}: {why}.

Nothing was written. Choose another folder or name and export again.</source>
        <translation>No se ha podido escribir {name} en {parent}: {why}.

No se ha escrito nada. Elija otra carpeta u otro nombre y vuelva a exportar.</translation>
    </message>
    <message>
        <source>({len:,} bytes of binary data)</source>
        <translation>({len:,} bytes de datos binarios)</translation>
    </message>
    <message>
        <source>Export {title} to a new folder</source>
        <translation>Exportar {title} a una carpeta nueva</translation>
    </message>
    <message>
        <source>Folder name:</source>
        <translation>Nombre de la carpeta:</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>Match file (JSON)</source>
        <translation>Archivo de partido (JSON)</translation>
    </message>
    <message>
        <source>Match sheet (PDF)</source>
        <translation>Acta del partido (PDF)</translation>
    </message>
    <message>
        <source>Match sheet (web page)</source>
        <translation>Acta del partido (página web)</translation>
    </message>
    <message>
        <source>Match sheet (text)</source>
        <translation>Acta del partido (texto)</translation>
    </message>
    <message>
        <source>Events, players, key stats (CSV files in a folder)</source>
        <translation>Eventos, jugadores, estadísticas (carpeta CSV)</translation>
    </message>
    <message>
        <source>StatsBomb open data (events, lineups, match)</source>
        <translation>Datos abiertos de StatsBomb (eventos, alineaciones, partido)</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minutos:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>football (90&apos;+6, the default) or plain (96&apos;)</source>
        <translation>football (90&apos;+6, por defecto) o plain (96&apos;)</translation>
    </message>
    <message>
        <source>a4 (the default) or letter</source>
        <translation>a4 (por defecto) o letter</translation>
    </message>
    <message>
        <source>en (the default), de or es: the language the sheet is written in</source>
        <translation>en (por defecto), de o es: el idioma en que se escribe el acta</translation>
    </message>
</context>
<context>
    <name>importing</name>
    <message>
        <source>Match files (*.json);;All files (*)</source>
        <translation>Archivos de partido (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{path}: not a text file (expected UTF-8 JSON)</source>
        <translation>{path}: no es un archivo de texto (se esperaba JSON en UTF-8)</translation>
    </message>
</context>
<context>
    <name>lineup</name>
    <message>
        <source>Defensive midfield</source>
        <translation>Mediocampo defensivo</translation>
    </message>
    <message>
        <source>Midfield</source>
        <translation>Mediocampo</translation>
    </message>
    <message>
        <source>Attacking midfield</source>
        <translation>Mediocampo ofensivo</translation>
    </message>
    <message>
        <source>Goalkeeper</source>
        <translation>Portero</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>goal {times}</source>
        <translation>gol {times}</translation>
    </message>
    <message>
        <source>own goal {join}</source>
        <translation>gol en propia puerta {join}</translation>
    </message>
    <message>
        <source>assist {times}</source>
        <translation>asistencia {times}</translation>
    </message>
    <message>
        <source>yellows {times}</source>
        <translation>amarillas {times}</translation>
    </message>
    <message>
        <source>booked</source>
        <translation>amonestado</translation>
    </message>
    <message>
        <source>sent off</source>
        <translation>expulsado</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nuevo partido…</translation>
    </message>
    <message>
        <source>Set up a new match</source>
        <translation>Preparar un partido nuevo</translation>
    </message>
    <message>
        <source>&amp;Open match…</source>
        <translation>&amp;Abrir partido…</translation>
    </message>
    <message>
        <source>Open a stored match</source>
        <translation>Abrir un partido guardado</translation>
    </message>
    <message>
        <source>Open the &amp;demo match</source>
        <translation>Abrir el partido de &amp;demostración</translation>
    </message>
    <message>
        <source>Argentina 2-1 England, World Cup semi-final</source>
        <translation>Argentina 2-1 Inglaterra, semifinal del Mundial</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Import a match file (JSON) or a StatsBomb open-data match</source>
        <translation>Importar un archivo de partido (JSON) o un partido de los datos abiertos de StatsBomb</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Export the match file or match sheet</source>
        <translation>Exportar el archivo del partido o el acta del partido</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <source>Print the match sheet</source>
        <translation>Imprimir el acta del partido</translation>
    </message>
    <message>
        <source>&amp;Send to league database…</source>
        <translation>En&amp;viar a la base de datos de la liga…</translation>
    </message>
    <message>
        <source>Send the match to the league&apos;s shared database (again later to update it)</source>
        <translation>Enviar el partido a la base de datos compartida de la liga (de nuevo más tarde para actualizarlo)</translation>
    </message>
    <message>
        <source>Replace the database with one of its automatic backups</source>
        <translation>Reemplazar la base de datos por una de sus copias de seguridad automáticas</translation>
    </message>
    <message>
        <source>&amp;Close match</source>
        <translation>&amp;Cerrar partido</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Volver a la página de inicio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit Match Tracker</source>
        <translation>Salir de Match Tracker</translation>
    </message>
    <message>
        <source>&amp;Edit event…</source>
        <translation>&amp;Editar evento…</translation>
    </message>
    <message>
        <source>Edit the event selected in the log</source>
        <translation>Editar el evento seleccionado en el registro</translation>
    </message>
    <message>
        <source>&amp;Delete event…</source>
        <translation>&amp;Borrar evento…</translation>
    </message>
    <message>
        <source>&amp;Move event up</source>
        <translation>S&amp;ubir evento</translation>
    </message>
    <message>
        <source>Move event do&amp;wn</source>
        <translation>Ba&amp;jar evento</translation>
    </message>
    <message>
        <source>&amp;Find in the log…</source>
        <translation>Buscar en el re&amp;gistro…</translation>
    </message>
    <message>
        <source>Find events in the log</source>
        <translation>Buscar eventos en el registro</translation>
    </message>
    <message>
        <source>Find &amp;next</source>
        <translation>Buscar &amp;siguiente</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>Buscar &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>En&amp;trada rápida</translation>
    </message>
    <message>
        <source>Type a command: 55 goal Gordon assist Rogers</source>
        <translation>Escriba una orden: 55 gol Gordon asistencia Rogers</translation>
    </message>
    <message>
        <source>&amp;Whistle (start or end the period)</source>
        <translation>Si&amp;lbato (iniciar o terminar el periodo)</translation>
    </message>
    <message>
        <source>Start or end the period, as the clock button says</source>
        <translation>Iniciar o terminar el periodo, según indica el botón del reloj</translation>
    </message>
    <message>
        <source>Goal, scorer &amp;unknown (home)</source>
        <translation>Gol, goleador &amp;desconocido (local)</translation>
    </message>
    <message>
        <source>A goal for the home team whose scorer is not known (quick entry: goal TEAM)</source>
        <translation>Un gol del equipo local cuyo goleador no se conoce (entrada rápida: gol EQUIPO)</translation>
    </message>
    <message>
        <source>A goal for the away team whose scorer is not known (quick entry: goal TEAM)</source>
        <translation>Un gol del equipo visitante cuyo goleador no se conoce (entrada rápida: gol EQUIPO)</translation>
    </message>
    <message>
        <source>Change &amp;formation (home)…</source>
        <translation>Cambiar sist&amp;ema (local)…</translation>
    </message>
    <message>
        <source>Change formation (&amp;away)…</source>
        <translation>Ca&amp;mbiar sistema (visitante)…</translation>
    </message>
    <message>
        <source>The referee stopped the match for good (weather, crowd trouble, fewer than seven players): nothing more is logged</source>
        <translation>El árbitro suspendió el partido definitivamente (tiempo, incidentes, menos de siete jugadores): no se registra nada más</translation>
    </message>
    <message>
        <source>Lock a finished match against edits</source>
        <translation>Bloquear un partido terminado contra cambios</translation>
    </message>
    <message>
        <source>Your &amp;name…</source>
        <translation>Su &amp;nombre…</translation>
    </message>
    <message>
        <source>The name stored with every event you log or change</source>
        <translation>El nombre que se guarda con cada evento que registra o modifica</translation>
    </message>
    <message>
        <source>Pu&amp;blish live…</source>
        <translation>Pu&amp;blicar en directo…</translation>
    </message>
    <message>
        <source>Show the open match or the whole library on a web page, for phones and computers on this network (read-only)</source>
        <translation>Mostrar el partido abierto o toda la biblioteca en una página web, para móviles y ordenadores de esta red (solo lectura)</translation>
    </message>
    <message>
        <source>&amp;People…</source>
        <translation>&amp;Personas…</translation>
    </message>
    <message>
        <source>Find people across matches; merge two records of one person or split a wrong link</source>
        <translation>Buscar personas en todos los partidos; fusionar dos registros de una persona o separar un enlace erróneo</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Revisar…</translation>
    </message>
    <message>
        <source>Names several people fit, most goals and cards first: link or keep apart</source>
        <translation>Nombres que coinciden con varias personas, primero los de más goles y tarjetas: enlazar o mantener aparte</translation>
    </message>
    <message>
        <source>&amp;Quick-entry help</source>
        <translation>Ayuda de la entrada &amp;rápida</translation>
    </message>
    <message>
        <source>&amp;About Match Tracker</source>
        <translation>&amp;Acerca de Match Tracker</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Your name, language, theme, backups, rules and database</source>
        <translation>Su nombre, idioma, tema, copias, reglas y base de datos</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>O&amp;ther whistles</source>
        <translation>Otros silba&amp;tos</translation>
    </message>
    <message>
        <source>P&amp;eople</source>
        <translation>&amp;Personas</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Rehecho</translation>
    </message>
    <message>
        <source>Team page: {team}</source>
        <translation>Página del equipo: {team}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Res&amp;tore from backup…</source>
        <translation>Res&amp;taurar copia de seguridad…</translation>
    </message>
    <message>
        <source>Delete the event selected in the log</source>
        <translation>Borrar el evento seleccionado en el registro</translation>
    </message>
    <message>
        <source>Put the event selected in the log before the one above it, of the same minute</source>
        <translation>Poner el evento seleccionado en el registro antes del de arriba, del mismo minuto</translation>
    </message>
    <message>
        <source>Put the event selected in the log after the one below it, of the same minute</source>
        <translation>Poner el evento seleccionado en el registro después del de abajo, del mismo minuto</translation>
    </message>
    <message>
        <source>Goal, scorer un&amp;known (away)</source>
        <translation>Gol, goleador desconocido (&amp;visitante)</translation>
    </message>
    <message>
        <source>Aban&amp;don the match…</source>
        <translation>S&amp;uspender el partido…</translation>
    </message>
    <message>
        <source>Confirm and &amp;lock the match</source>
        <translation>Confirmar y blo&amp;quear el partido</translation>
    </message>
    <message>
        <source>Reop&amp;en the match</source>
        <translation>Reabr&amp;ir el partido</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Partido</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Player actions</source>
        <translation>Acciones de jugador</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Competitions…</source>
        <translation>&amp;Competiciones…</translation>
    </message>
    <message>
        <source>Fixtures and results, standings, top scorers, cards and suspensions</source>
        <translation>Calendario y resultados, clasificaciones, goleadores, tarjetas y sanciones</translation>
    </message>
    <message>
        <source>&amp;Home team&apos;s page</source>
        <translation>Página del equipo &amp;local</translation>
    </message>
    <message>
        <source>The home team&apos;s record: W-D-L, rounds reached, head to head, matches</source>
        <translation>El historial del equipo local: G-E-P, rondas alcanzadas, cara a cara, partidos</translation>
    </message>
    <message>
        <source>&amp;Away team&apos;s page</source>
        <translation>Página del equipo &amp;visitante</translation>
    </message>
    <message>
        <source>The away team&apos;s record: W-D-L, rounds reached, head to head, matches</source>
        <translation>El historial del equipo visitante: G-E-P, rondas alcanzadas, cara a cara, partidos</translation>
    </message>
    <message>
        <source>&amp;Player page</source>
        <translation>Página del &amp;jugador</translation>
    </message>
    <message>
        <source>The selected player&apos;s tallies and matches (also Ctrl+click or middle-click a name in a line-up)</source>
        <translation>Balance y partidos del jugador seleccionado (también Ctrl+clic o clic central en un nombre de una alineación)</translation>
    </message>
    <message>
        <source>&amp;Whistle: {label}</source>
        <translation>Si&amp;lbato: {label}</translation>
    </message>
    <message>
        <source>Change formation of {name}…</source>
        <translation>Cambiar el sistema de {name}…</translation>
    </message>
    <message>
        <source>Goal for {team}, scorer unknown</source>
        <translation>Gol de {team}, goleador desconocido</translation>
    </message>
    <message>
        <source>No whistle now</source>
        <extracomment>The actions that change the database, disabled when it may only be read.</extracomment>
        <translation>Ningún silbato ahora</translation>
    </message>
    <message>
        <source>Select an event in the log first.</source>
        <translation>Seleccione primero un evento en el registro.</translation>
    </message>
    <message>
        <source>Open a match to find in its event log</source>
        <translation>Abra un partido para buscar en su registro de eventos</translation>
    </message>
    <message>
        <source>Changing formation is not available in this version.</source>
        <translation>El cambio de sistema no está disponible en esta versión.</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Entrada rápida</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar el menú</translation>
    </message>
</context>
<context>
    <name>peoplelinks</name>
    <message>
        <source>undated</source>
        <translation>sin fecha</translation>
    </message>
</context>
<context>
    <name>peoplereview</name>
    <message>
        <source>1 goal</source>
        <translation>1 gol</translation>
    </message>
    <message>
        <source>{count} goals</source>
        <translation>{count} goles</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 tarjeta</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} tarjetas</translation>
    </message>
</context>
<context>
    <name>peoplewindow</name>
    <message>
        <source>Cannot review the names</source>
        <translation>No se pueden revisar los nombres</translation>
    </message>
</context>
<context>
    <name>personpages</name>
    <message>
        <source>quarter-final</source>
        <translation>cuartos de final</translation>
    </message>
    <message>
        <source>quarter-finals</source>
        <translation>cuartos de final</translation>
    </message>
    <message>
        <source>semi-final</source>
        <translation>semifinal</translation>
    </message>
    <message>
        <source>semi-finals</source>
        <translation>semifinales</translation>
    </message>
    <message>
        <source>third-place match</source>
        <translation>partido por el tercer puesto</translation>
    </message>
    <message>
        <source>third-place matches</source>
        <translation>partidos por el tercer puesto</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>finals</source>
        <translation>finales</translation>
    </message>
    <message>
        <source>{text} (won {through})</source>
        <translation>{text} (ganadas: {through})</translation>
    </message>
    <message>
        <source>{text} (through {through}, out {out})</source>
        <translation>{text} (pasó: {through}, eliminado: {out})</translation>
    </message>
    <message>
        <source>; {n} by walkover, not played</source>
        <translation>; {n} por incomparecencia, no jugados</translation>
    </message>
    <message>
        <source>; {n} not known (level, its decider not on record)</source>
        <translation>; {n} sin saber (empate, su desenlace no consta)</translation>
    </message>
    <message>
        <source>; {n} being played</source>
        <translation>; {n} en juego</translation>
    </message>
    <message>
        <source>; {n} whose log stops before full time</source>
        <translation>; {n} cuyo registro se detiene antes del final</translation>
    </message>
    <message>
        <source>P {played} · W {won} · D {drawn} · L {lost} · goals {goals_for}-{goals_against}</source>
        <translation>PJ {played} · G {won} · E {drawn} · P {lost} · goles {goals_for}-{goals_against}</translation>
    </message>
    <message>
        <source>Competition</source>
        <extracomment>What the library holds of the competition, if not all (&quot;2 of 23 editions held whole&quot;).</extracomment>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Counted over</source>
        <translation>Contado sobre</translation>
    </message>
    <message>
        <source>its whole history</source>
        <translation>toda su historia</translation>
    </message>
    <message>
        <source>What the library holds of the competition: the figures are those of it</source>
        <translation>Lo que la biblioteca tiene de la competición: las cifras son las de eso</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Alcanzada</translation>
    </message>
    <message>
        <source>Times the team reached this round (by a walkover too)</source>
        <translation>Veces que el equipo alcanzó esta ronda (también por incomparecencia del rival)</translation>
    </message>
    <message>
        <source>Won or went through (on penalties too, or by a walkover)</source>
        <translation>Ganó o pasó (también por penaltis o por incomparecencia del rival)</translation>
    </message>
    <message>
        <source>Lost there (on penalties too), or withdrew (a walkover)</source>
        <translation>Eliminado ahí (también por penaltis), o se retiró (incomparecencia)</translation>
    </message>
    <message>
        <source>Through</source>
        <translation>Pasó</translation>
    </message>
    <message>
        <source>round of 32</source>
        <translation>dieciseisavos de final</translation>
    </message>
    <message>
        <source>rounds of 32</source>
        <translation>dieciseisavos de final</translation>
    </message>
    <message>
        <source>round of 16</source>
        <translation>octavos de final</translation>
    </message>
    <message>
        <source>rounds of 16</source>
        <translation>octavos de final</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <source> (over {held})</source>
        <translation> (sobre {held})</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:15pt; font-weight:600&apos;&gt;{escaped}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:15pt; font-weight:600&apos;&gt;{escaped}&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>publish</name>
    <message>
        <source>Open a match first, or publish the library.</source>
        <extracomment>The port tried first, so that an address opened once on a phone works again next time; when another program holds it, any free port is taken instead. The address to open, as shown (this computer&apos;s network address when shared). The title of the published match, or &quot;&quot; for the whole library. True when other devices on the network may open it. Emitted when publishing starts or stops.</extracomment>
        <translation>Abra primero un partido, o publique la biblioteca.</translation>
    </message>
    <message>
        <source>This computer has no address on a local network: connect it to one, or publish on this computer only.</source>
        <translation>Este ordenador no tiene dirección en una red local: conéctelo a una, o publique solo en este ordenador.</translation>
    </message>
</context>
<context>
    <name>recordactions</name>
    <message>
        <source>misses {matches}</source>
        <translation>se pierde {matches}</translation>
    </message>
    <message>
        <source>played {matches} while suspended</source>
        <translation>jugó sancionado {matches}</translation>
    </message>
    <message>
        <source>no match served yet</source>
        <translation>aún no ha cumplido ningún partido</translation>
    </message>
    <message>
        <source>; {pending} to serve in {season}</source>
        <translation>; {pending} por cumplir en {season}</translation>
    </message>
    <message>
        <source>, and {pending} more</source>
        <translation> y {pending} más</translation>
    </message>
    <message>
        <source>; lifted on appeal for </source>
        <translation>; anulada por recurso para </translation>
    </message>
</context>
<context>
    <name>recordcolumns</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>The match&apos;s number in the edition</source>
        <translation>El número del partido en la edición</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Visitante</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Estadio</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>incompleto</translation>
    </message>
    <message>
        <source>live</source>
        <translation>en vivo</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Home or away</source>
        <translation>Local o visitante</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>A shootout counts as a draw</source>
        <translation>Una tanda de penaltis cuenta como empate</translation>
    </message>
    <message>
        <source>Pos</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>P</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>W</source>
        <translation>G</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>E</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>P</translation>
    </message>
    <message>
        <source>GF</source>
        <translation>GF</translation>
    </message>
    <message>
        <source>Goals for</source>
        <translation>GF</translation>
    </message>
    <message>
        <source>GA</source>
        <translation>GC</translation>
    </message>
    <message>
        <source>Goals against</source>
        <translation>GC</translation>
    </message>
    <message>
        <source>GD</source>
        <translation>DG</translation>
    </message>
    <message>
        <source>v</source>
        <translation>–</translation>
    </message>
    <message>
        <source>cancelled, never played</source>
        <translation>cancelado, nunca jugado</translation>
    </message>
    <message>
        <source>abandoned, no result</source>
        <translation>suspendido, sin resultado</translation>
    </message>
    <message>
        <source>logged</source>
        <translation>registrado</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultado</translation>
    </message>
    <message>
        <source>fixture</source>
        <translation>por jugar</translation>
    </message>
    <message>
        <source>Logged event by event, a result only, a fixture, or a match cancelled or abandoned</source>
        <translation>Registrado evento a evento, solo un resultado, un partido por jugar, o un partido cancelado o suspendido</translation>
    </message>
    <message>
        <source>home</source>
        <translation>local</translation>
    </message>
    <message>
        <source>away</source>
        <translation>visitante</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>G/E/P</translation>
    </message>
    <message>
        <source>Goal difference</source>
        <translation>Diferencia de goles</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>; ≥: at least (some of the matches counted lack the data)</source>
        <extracomment>What a ≥ in a cell means, for the headers&apos; tooltips.</extracomment>
        <translation>; ≥: como mínimo (a algunos partidos contados les faltan los datos)</translation>
    </message>
    <message>
        <source>Apps</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>Appearances (a result lists its scorers only)</source>
        <translation>Partidos jugados (un resultado solo indica los goleadores)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Goles</translation>
    </message>
    <message>
        <source>Pens</source>
        <translation>Pen.</translation>
    </message>
    <message>
        <source>Of the goals, pens</source>
        <translation>De los goles, de penalti</translation>
    </message>
    <message>
        <source>Ast</source>
        <translation>Asist.</translation>
    </message>
    <message>
        <source>Assists (in the matches whose line-ups are known)</source>
        <translation>Asistencias (en los partidos con alineaciones conocidas)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarilla</translation>
    </message>
    <message>
        <source>Yellow cards</source>
        <translation>Tarjetas amarillas</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Roja</translation>
    </message>
    <message>
        <source>Red cards (a second yellow included)</source>
        <translation>Tarjetas rojas (incluida la segunda amarilla)</translation>
    </message>
    <message>
        <source>Drawn (a shootout counts as a draw)</source>
        <translation>Empatados (una tanda de penaltis cuenta como empate)</translation>
    </message>
    <message>
        <source>Appearances</source>
        <translation>Partidos jugados</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Titular</translation>
    </message>
    <message>
        <source>Starts (where line-ups are known)</source>
        <translation>Titularidades (donde se conocen las alineaciones)</translation>
    </message>
    <message>
        <source>Sub</source>
        <translation>Supl.</translation>
    </message>
    <message>
        <source>Came on as a substitute</source>
        <translation>Entró como suplente</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Minutes (where line-ups are known)</source>
        <translation>Minutos (donde se conocen las alineaciones)</translation>
    </message>
    <message>
        <source>Of the goals, from penalties</source>
        <translation>De los goles, de penalti</translation>
    </message>
    <message>
        <source>OG</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Own goals</source>
        <translation>Goles en propia puerta</translation>
    </message>
    <message>
        <source>Assists (where line-ups are known)</source>
        <translation>Asistencias (donde se conocen las alineaciones)</translation>
    </message>
    <message>
        <source>YC</source>
        <translation>TA</translation>
    </message>
    <message>
        <source>RC</source>
        <translation>TR</translation>
    </message>
    <message>
        <source>Red cards</source>
        <translation>Tarjetas rojas</translation>
    </message>
    <message>
        <source>Sub goals</source>
        <translation>Goles de suplente</translation>
    </message>
    <message>
        <source>Goals after coming on</source>
        <translation>Goles tras entrar como suplente</translation>
    </message>
    <message>
        <source>scored</source>
        <translation>marcó</translation>
    </message>
    <message>
        <source>started</source>
        <translation>titular</translation>
    </message>
    <message>
        <source>on {came_on}&apos;</source>
        <translation>entró en el {came_on}&apos;</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>no jugó</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Started, came on, or (a result) scored</source>
        <translation>Titular, entró de suplente o (en un resultado) marcó</translation>
    </message>
    <message>
        <source>Minutes played (where line-ups are known)</source>
        <translation>Minutos jugados (donde se conocen las alineaciones)</translation>
    </message>
    <message>
        <source>Assists</source>
        <translation>Asistencias</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Tarjetas</translation>
    </message>
    <message>
        <source>Points (* with a deduction or award: see the note below the table)</source>
        <translation>Puntos (* con deducción o bonificación: vea la nota bajo la tabla)</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Racha</translation>
    </message>
    <message>
        <source>The last five results, oldest first</source>
        <translation>Los últimos cinco resultados, el más antiguo primero</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Eliminatoria</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} – {second}</translation>
    </message>
    <message>
        <source>Legs</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>Global</translation>
    </message>
    <message>
        <source>Goals over both legs, extra time included</source>
        <translation>Goles en la ida y la vuelta, prórroga incluida</translation>
    </message>
    <message>
        <source>Through</source>
        <translation>Pasó</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>5 substitutes, 3 windows</source>
        <extracomment>The names of the rules presets (tracker.core.match.model.PRESETS) in the window&apos;s language.</extracomment>
        <translation>5 sustituciones, 3 ventanas</translation>
    </message>
    <message>
        <source>3 substitutes</source>
        <translation>3 sustituciones</translation>
    </message>
    <message>
        <source>Rolling substitutions</source>
        <translation>Cambios ilimitados</translation>
    </message>
</context>
<context>
    <name>scoreboard</name>
    <message>
        <source>First half</source>
        <translation>Primera parte</translation>
    </message>
    <message>
        <source>first half</source>
        <translation>primera parte</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>Segunda parte</translation>
    </message>
    <message>
        <source>second half</source>
        <translation>segunda parte</translation>
    </message>
    <message>
        <source>Extra time, first half</source>
        <translation>Prórroga, primera parte</translation>
    </message>
    <message>
        <source>extra time, first half</source>
        <translation>prórroga, primera parte</translation>
    </message>
    <message>
        <source>Extra time, second half</source>
        <translation>Prórroga, segunda parte</translation>
    </message>
    <message>
        <source>extra time, second half</source>
        <translation>prórroga, segunda parte</translation>
    </message>
    <message>
        <source>Penalty shootout</source>
        <translation>Tanda de penaltis</translation>
    </message>
    <message>
        <source>penalty shootout</source>
        <translation>tanda de penaltis</translation>
    </message>
    <message>
        <source>Abandoned at {when}</source>
        <translation>Suspendido en el {when}</translation>
    </message>
    <message>
        <source>Full time (confirmed)</source>
        <translation>Final del partido (confirmado)</translation>
    </message>
    <message>
        <source>Full time</source>
        <translation>Final del partido</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Half-time</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>End of normal time</source>
        <translation>Final del tiempo reglamentario</translation>
    </message>
    <message>
        <source>Extra time: half-time</source>
        <translation>Prórroga: descanso</translation>
    </message>
    <message>
        <source>End of extra time</source>
        <translation>Final de la prórroga</translation>
    </message>
    <message>
        <source>Shootout over</source>
        <translation>Tanda de penaltis terminada</translation>
    </message>
    <message>
        <source>{team} would go through</source>
        <extracomment>Who goes through a tie, by whether its second leg is over and what decides it.</extracomment>
        <translation>pasaría {team}</translation>
    </message>
    <message>
        <source>{team} would go through on away goals</source>
        <translation>pasaría {team} por goles de visitante</translation>
    </message>
    <message>
        <source>{team} through</source>
        <translation>pasa {team}</translation>
    </message>
    <message>
        <source>{team} through on away goals</source>
        <translation>pasa {team} por goles de visitante</translation>
    </message>
    <message>
        <source>{team} through on penalties</source>
        <translation>pasa {team} en los penaltis</translation>
    </message>
    <message>
        <source>Aggregate {score}</source>
        <translation>Global {score}</translation>
    </message>
    <message>
        <source>Aggregate {score}, away goals {away}</source>
        <translation>Global {score}, goles fuera {away}</translation>
    </message>
    <message>
        <source>level</source>
        <translation>empate</translation>
    </message>
</context>
<context>
    <name>send</name>
    <message>
        <source>Send to league database</source>
        <translation>Enviar a la base de datos de la liga</translation>
    </message>
    <message>
        <source>Sending the match to {shown_url}…</source>
        <translation>Enviando el partido a {shown_url}…</translation>
    </message>
    <message>
        <source>The match was not sent</source>
        <translation>No se ha enviado el partido</translation>
    </message>
    <message>
        <source>The match was not sent: {exc}</source>
        <translation>No se ha enviado el partido: {exc}</translation>
    </message>
    <message>
        <source>The match was not sent; nothing was changed</source>
        <translation>No se ha enviado el partido; no se ha cambiado nada</translation>
    </message>
    <message>
        <source>The league database&apos;s copy of {title} is in its trash.

Bring it back, replaced by yours?</source>
        <translation>La copia de {title} en la base de datos de la liga está en su papelera.

¿Recuperarla y reemplazarla por la suya?</translation>
    </message>
    <message>
        <source>The league database&apos;s copy of {title} was changed there since you last sent it (or was not sent from here), and yours was changed here.

Replace the league&apos;s copy with yours? The changes made there will be lost.</source>
        <translation>La copia de {title} en la base de datos de la liga se modificó allí desde su último envío (o no se envió desde aquí), y la suya se ha modificado aquí.

¿Reemplazar la copia de la liga por la suya? Se perderán los cambios hechos allí.</translation>
    </message>
</context>
<context>
    <name>squad</name>
    <message>
        <source>the shirt number {text} is not a whole number</source>
        <extracomment>A refused edit, with the message for the user.</extracomment>
        <translation>el dorsal {text} no es un número entero</translation>
    </message>
    <message>
        <source>the shirt number {text}… is out of range (0 to 999)</source>
        <translation>el dorsal {text}… está fuera de rango (0 a 999)</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un jugador necesita un nombre</translation>
    </message>
</context>
<context>
    <name>tokenlooks</name>
    <message>
        <source>came on {came_on}</source>
        <translation>entró {came_on}</translation>
    </message>
    <message>
        <source>goals: {len}</source>
        <translation>goles: {len}</translation>
    </message>
    <message>
        <source>assists: {len}</source>
        <translation>asistencias: {len}</translation>
    </message>
    <message>
        <source>Right-click for actions; drop a substitute here to bring him on.</source>
        <translation>Clic derecho para acciones; suelte aquí un suplente para hacerlo entrar.</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>own goal</source>
        <translation>autogol</translation>
    </message>
    <message>
        <source>penalty goal</source>
        <translation>gol de penalti</translation>
    </message>
    <message>
        <source>headed goal</source>
        <translation>gol de cabeza</translation>
    </message>
    <message>
        <source>free-kick goal</source>
        <translation>gol de falta</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>gol</translation>
    </message>
    <message>
        <source>yellow card</source>
        <translation>tarjeta amarilla</translation>
    </message>
    <message>
        <source>second yellow card</source>
        <translation>segunda amarilla</translation>
    </message>
    <message>
        <source>red card</source>
        <translation>tarjeta roja</translation>
    </message>
    <message>
        <source>{kind} for {team}</source>
        <translation>{kind} de {team}</translation>
    </message>
    <message>
        <source>{kind} by {player}</source>
        <translation>{kind} de {player}</translation>
    </message>
    <message>
        <source>{card} for {person}</source>
        <translation>{card} para {person}</translation>
    </message>
    <message>
        <source>correction of {event}</source>
        <extracomment>Refused for a server that did not answer: the stack is put back past it unrun.</extracomment>
        <translation>corrección de {event}</translation>
    </message>
    <message>
        <source>deletion of {event}</source>
        <translation>borrado de {event}</translation>
    </message>
    <message>
        <source>line-up correction: {substitute} started instead of {starter}</source>
        <translation>corrección de la alineación: {substitute} fue titular en lugar de {starter}</translation>
    </message>
    <message>
        <source>moving {event} before the event above it</source>
        <translation>subida de {event} antes del evento de arriba</translation>
    </message>
    <message>
        <source>moving {event} after the event below it</source>
        <translation>bajada de {event} después del evento de abajo</translation>
    </message>
</context>
</TS>
