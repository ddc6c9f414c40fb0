<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbandonDialog</name>
    <message>
        <source>Waterlogged pitch</source>
        <extracomment>The reasons offered; any other may be typed.</extracomment>
        <translation>Unbespielbarer Platz (Wasser)</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Nebel</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Gewitter</translation>
    </message>
    <message>
        <source>Floodlight failure</source>
        <translation>Flutlichtausfall</translation>
    </message>
    <message>
        <source>Crowd trouble</source>
        <translation>Zuschauerausschreitungen</translation>
    </message>
    <message>
        <source>Serious injury</source>
        <translation>Schwere Verletzung</translation>
    </message>
    <message>
        <source>Fewer than seven players (Law 3)</source>
        <translation>Weniger als sieben Spieler (Regel 3)</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Spiel abbrechen</translation>
    </message>
    <message>
        <source>Abandon {home} v {away}? Play stops for good: nothing more can be logged, and the score when play stopped ({score}) is no result. Undo takes it back.</source>
        <translation>{home} gegen {away} abbrechen? Das Spiel endet endgültig: danach kann nichts mehr erfasst werden, und der Spielstand beim Abbruch ({score}) ist kein Ergebnis. Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>{team} have had fewer than seven players on the pitch since {when}: Law 3 does not let the match go on.</source>
        <translation>{team} hat seit der {when} weniger als sieben Spieler auf dem Platz: nach Regel 3 darf das Spiel nicht weitergehen.</translation>
    </message>
    <message>
        <source>Minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>&amp;Minute:</source>
        <translation>&amp;Minute:</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>as the referee gave it</source>
        <translation>wie vom Schiedsrichter angegeben</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>&amp;Abandon the match</source>
        <translation>Spiel &amp;abbrechen</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>About Match Tracker</source>
        <translation>Über Match Tracker</translation>
    </message>
    <message>
        <source>Log a football match live and produce its match sheet.</source>
        <translation>Ein Fußballspiel live erfassen und seinen Spielbericht erstellen.</translation>
    </message>
    <message>
        <source>Licence: {0}. Copyright © The Match Tracker developers.</source>
        <translation>Lizenz: {0}. Copyright © Die Entwickler von Match Tracker.</translation>
    </message>
    <message>
        <source>Built on:</source>
        <translation>Aufgebaut auf:</translation>
    </message>
</context>
<context>
    <name>AdjustmentsDialog</name>
    <message>
        <source>Points adjustments — {title}</source>
        <extracomment>An adjustment was recorded or removed: the tables are out of date.</extracomment>
        <translation>Punktkorrekturen — {title}</translation>
    </message>
    <message>
        <source>Points adjustments</source>
        <translation>Punktkorrekturen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Delete the selected adjustment (one entered wrongly)</source>
        <translation>Die ausgewählte Korrektur löschen (eine falsch eingetragene)</translation>
    </message>
    <message>
        <source>Negative for a deduction, positive for an award</source>
        <translation>Negativ für einen Abzug, positiv für eine Gutschrift</translation>
    </message>
    <message>
        <source>why: the table shows it</source>
        <translation>Grund: die Tabelle zeigt ihn an</translation>
    </message>
    <message>
        <source>From &amp;the day</source>
        <extracomment>Without a day the adjustment counts in every table; with one, from that day.</extracomment>
        <translation>Ab &amp;dem Tag</translation>
    </message>
    <message>
        <source>Day it took effect</source>
        <translation>Tag des Inkrafttretens</translation>
    </message>
    <message>
        <source>The day it took effect: a table as of an earlier day leaves it out</source>
        <translation>Der Tag, an dem sie wirksam wurde: eine Tabelle zu einem früheren Tag lässt sie weg</translation>
    </message>
    <message>
        <source>Recor&amp;d</source>
        <translation>E&amp;intragen</translation>
    </message>
    <message>
        <source>T&amp;eam:</source>
        <translation>&amp;Mannschaft:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Punkte:</translation>
    </message>
    <message>
        <source>Rea&amp;son:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recorded&lt;/b&gt;</source>
        <extracomment>The last refusal (in red) or what was done.</extracomment>
        <translation>&lt;b&gt;Eingetragen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Record a deduction or an award&lt;/b&gt;</source>
        <translation>&lt;b&gt;Einen Abzug oder eine Gutschrift eintragen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The adjustments cannot be read: {exc}</source>
        <translation>Die Korrekturen können nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>Not recorded: say why (the table shows the reason)</source>
        <translation>Nicht eingetragen: Grund angeben (die Tabelle zeigt ihn an)</translation>
    </message>
    <message>
        <source>Not recorded: {exc}</source>
        <translation>Nicht eingetragen: {exc}</translation>
    </message>
    <message>
        <source>Recorded: {team} {points} ({reason})</source>
        <translation>Eingetragen: {team} {points} ({reason})</translation>
    </message>
    <message>
        <source>Not removed: {exc}</source>
        <translation>Nicht entfernt: {exc}</translation>
    </message>
    <message>
        <source>Removed: {team} {points} ({reason})</source>
        <translation>Entfernt: {team} {points} ({reason})</translation>
    </message>
</context>
<context>
    <name>AuthorLabel</name>
    <message>
        <source>Stored with every event you log or change (Match › Your name… to change it)</source>
        <translation>Wird mit jedem Ereignis gespeichert, das Sie erfassen oder ändern (zum Ändern: Spiel › Ihr Name…)</translation>
    </message>
    <message>
        <source>Viewing only</source>
        <translation>Nur Ansicht</translation>
    </message>
    <message>
        <source>Logging as {author}</source>
        <translation>Erfasst als {author}</translation>
    </message>
    <message>
        <source>Logging as (no name)</source>
        <translation>Erfasst als (kein Name)</translation>
    </message>
</context>
<context>
    <name>ChooseDatabase</name>
    <message>
        <source>Open or create a database</source>
        <translation>Datenbank öffnen oder anlegen</translation>
    </message>
    <message>
        <source>Match Tracker database (*.sqlite3 *.db);;All files (*)</source>
        <translation>Match-Tracker-Datenbank (*.sqlite3 *.db);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>CompetitionPage</name>
    <message>
        <source>Matches of the edition</source>
        <extracomment>A team&apos;s page was asked for (its name). A player&apos;s page was asked for (person id). A match was asked for (match id): the window opens it. The edition whose dates the &quot;as of&quot; choice spans.</extracomment>
        <translation>Spiele der Ausgabe</translation>
    </message>
    <message>
        <source>Double-click (or Enter on) a team for its page; on a logged match, to open it</source>
        <translation>Doppelklick (oder Eingabe) auf eine Mannschaft öffnet ihre Seite, auf ein erfasstes Spiel das Spiel</translation>
    </message>
    <message>
        <source>&amp;Round: </source>
        <extracomment>The matches of one round (a league&apos;s matchday) or of all.</extracomment>
        <translation>&amp;Runde: </translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>Group tables two abreast, each as tall as its rows.</extracomment>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Whole season</source>
        <extracomment>The group tables shown, and how many side by side. A league&apos;s tables count the whole season, or home or away matches only.</extracomment>
        <translation>Ganze Saison</translation>
    </message>
    <message>
        <source>Home matches</source>
        <translation>Heimspiele</translation>
    </message>
    <message>
        <source>Away matches</source>
        <translation>Auswärtsspiele</translation>
    </message>
    <message>
        <source>Co&amp;unt: </source>
        <translation>&amp;Wertung: </translation>
    </message>
    <message>
        <source>As o&amp;f</source>
        <extracomment>The tables as of a day: the matches played by then, the adjustments in effect.</extracomment>
        <translation>S&amp;tand vom</translation>
    </message>
    <message>
        <source>The tables as they stood on a day: the matches played by then and the points adjustments in effect</source>
        <translation>Die Tabellen, wie sie an einem Tag standen: die bis dahin gespielten Spiele und die dann gültigen Punktkorrekturen</translation>
    </message>
    <message>
        <source>Standings as of</source>
        <translation>Tabelle zum Stand</translation>
    </message>
    <message>
        <source>&amp;Adjust points…</source>
        <extracomment>Records, lists and removes the edition&apos;s points deductions and awards.</extracomment>
        <translation>Punkte &amp;korrigieren…</translation>
    </message>
    <message>
        <source>Record a points deduction or award with its reason, or remove one</source>
        <translation>Einen Punktabzug oder eine Gutschrift mit Grund eintragen oder entfernen</translation>
    </message>
    <message>
        <source>Top scorers</source>
        <extracomment>The open adjustments dialog, if any. Who records an adjustment (the window&apos;s user). Asked before the page is read again for a venue or a day: True if the server is known not to answer (the records window says so, and reads it once it does). Told why the server did not answer such a read.</extracomment>
        <translation>Torschützen</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>What the edition&apos;s matches lack for the board (scorers, line-ups), if anything.</extracomment>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Suspensions</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Karten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suspensions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sperren&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <extracomment>Takes the room when neither list shows: the notes stay under their headings.</extracomment>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>Top s&amp;corers</source>
        <translation>T&amp;orschützen</translation>
    </message>
    <message>
        <source>Cards and s&amp;uspensions</source>
        <translation>Karten und S&amp;perren</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:15pt; font-weight:600&apos;&gt;{name}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:15pt; font-weight:600&apos;&gt;{name}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>No group tables: this edition has no group matches stored.</source>
        <translation>Keine Gruppentabellen: von dieser Ausgabe sind keine Gruppenspiele gespeichert.</translation>
    </message>
    <message>
        <source>the regulations then use lots</source>
        <translation>das Reglement zieht dann das Los heran</translation>
    </message>
    <message>
        <source>fair play cannot be counted here: {lacking}; lots may decide</source>
        <translation>Fairplay kann hier nicht gewertet werden: {lacking}; das Los kann entscheiden</translation>
    </message>
    <message>
        <source>the regulations then use fair play or lots</source>
        <translation>das Reglement zieht dann Fairplay oder das Los heran</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:gray&apos;&gt;* level on every criterion the library holds ({then}).&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:gray&apos;&gt;* gleichauf in jedem Kriterium, das die Bibliothek kennt ({then}).&lt;/span&gt;</translation>
    </message>
    <message>
        <source>not in the table&apos;s figures</source>
        <translation>nicht in den Zahlen der Tabelle</translation>
    </message>
    <message>
        <source>† level on every criterion the library holds</source>
        <translation>† gleichauf in jedem Kriterium, das die Bibliothek kennt</translation>
    </message>
    <message>
        <source>Play-offs and knockout ties</source>
        <translation>Play-offs und K.-o.-Duelle</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Duelle</translation>
    </message>
    <message>
        <source>No league matches stored yet.</source>
        <translation>Noch keine Ligaspiele gespeichert.</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Alle Runden</translation>
    </message>
    <message>
        <source>Cannot show this edition: {exc}</source>
        <translation>Diese Ausgabe kann nicht angezeigt werden: {exc}</translation>
    </message>
    <message>
        <source>Suspensions are not available in this version.</source>
        <translation>Sperren sind in dieser Version nicht verfügbar.</translation>
    </message>
    <message>
        <source>The suspensions cannot be worked out: {exc}</source>
        <translation>Die Sperren können nicht ermittelt werden: {exc}</translation>
    </message>
    <message>
        <source>No suspensions in this edition.</source>
        <translation>Keine Sperren in dieser Ausgabe.</translation>
    </message>
</context>
<context>
    <name>ConfirmRestore</name>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Replace everything in {name} with the backup “{label}” ({contents})?</source>
        <translation>Alles in {name} durch die Sicherung „{label}“ ({contents}) ersetzen?</translation>
    </message>
    <message>
        <source>What {name} holds now is kept as a backup first (“before a restore”, at the top of the list): restore that one to get it back.</source>
        <translation>Der jetzige Inhalt von {name} wird zuerst als Sicherung aufbewahrt („vor einer Wiederherstellung“, oben in der Liste): Stellen Sie diese wieder her, um ihn zurückzuholen.</translation>
    </message>
    <message>
        <source>This drops what the backup does not hold:</source>
        <translation>Dabei geht verloren, was die Sicherung nicht enthält:</translation>
    </message>
</context>
<context>
    <name>DatabaseFileWatch</name>
    <message>
        <source>Saved the match to {written}</source>
        <extracomment>What went wrong with the file, once found (&quot;&quot; while it is fine).</extracomment>
        <translation>Spiel gespeichert in {written}</translation>
    </message>
    <message>
        <source>Logging has stopped: the database is not there any more ({problem}). Save the match elsewhere (File › Export…) or put a backup back (File › Restore from backup…)</source>
        <translation>Die Erfassung ist gestoppt: die Datenbank ist nicht mehr da ({problem}). Speichern Sie das Spiel woanders (Datei › Exportieren…) oder spielen Sie eine Sicherung zurück (Datei › Aus Sicherung wiederherstellen…)</translation>
    </message>
    <message>
        <source>Logging has stopped: the database is not there any more ({problem})</source>
        <translation>Die Erfassung ist gestoppt: die Datenbank ist nicht mehr da ({problem})</translation>
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
        <translation>Die Datenbank kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>{upper}{message}

The file was not changed. You can open or create another database</source>
        <translation>{upper}{message}

Die Datei wurde nicht verändert. Sie können eine andere Datenbank öffnen oder anlegen</translation>
    </message>
    <message>
        <source>, or restore a backup of this one.</source>
        <translation> oder eine Sicherung dieser Datenbank wiederherstellen.</translation>
    </message>
    <message>
        <source>Open &amp;another database…</source>
        <translation>&amp;Andere Datenbank öffnen…</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>Aus &amp;Sicherung wiederherstellen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
</context>
<context>
    <name>DetailsForm</name>
    <message>
        <source>Pick one, or type a new competition</source>
        <translation>Auswählen oder neuen Wettbewerb eingeben</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Wettbewerb</translation>
    </message>
    <message>
        <source>e.g. Semi-final, Round 3</source>
        <translation>z. B. Halbfinale, 3. Spieltag</translation>
    </message>
    <message>
        <source>Type the date as digits, or pick it from the calendar</source>
        <extracomment>What :meth:`load` showed: the date shown, the match, the kick-off shown.</extracomment>
        <translation>Datum als Ziffern eingeben oder im Kalender wählen</translation>
    </message>
    <message>
        <source>Wednesday </source>
        <translation>Donnerstag </translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>{size} a side</source>
        <translation>{size} gegen {size}</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Competition:</source>
        <translation>W&amp;ettbewerb:</translation>
    </message>
    <message>
        <source>S&amp;tage or round:</source>
        <translation>Runde oder &amp;Phase:</translation>
    </message>
    <message>
        <source>&amp;kick-off</source>
        <translation>A&amp;nstoß</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Spielort:</translation>
    </message>
    <message>
        <source>&amp;Attendance:</source>
        <translation>&amp;Zuschauer:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Substitutions:</source>
        <translation>&amp;Auswechslungen:</translation>
    </message>
    <message>
        <source>Team si&amp;ze:</source>
        <translation>Mannschafts&amp;größe:</translation>
    </message>
    <message>
        <source>Officials</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>R&amp;eferee:</source>
        <translation>Sc&amp;hiedsrichter:</translation>
    </message>
    <message>
        <source>Assistant &amp;1:</source>
        <translation>Assistent &amp;1:</translation>
    </message>
    <message>
        <source>Assistant &amp;2:</source>
        <translation>Assistent &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Fourth official:</source>
        <translation>&amp;Vierter Offizieller:</translation>
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
        <translation>Tor</translation>
    </message>
    <message>
        <source>Goal (header)</source>
        <translation>Tor (Kopfball)</translation>
    </message>
    <message>
        <source>Penalty goal</source>
        <translation>Elfmetertor</translation>
    </message>
    <message>
        <source>Goal (free kick)</source>
        <translation>Tor (Freistoß)</translation>
    </message>
    <message>
        <source>Own goal</source>
        <translation>Eigentor</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Second yellow card</source>
        <translation>Gelb-Rote Karte</translation>
    </message>
    <message>
        <source>Red card</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Edit event at {time}</source>
        <translation>Ereignis in {time} bearbeiten</translation>
    </message>
    <message>
        <source>no assist</source>
        <translation>keine Vorlage</translation>
    </message>
    <message>
        <source>Concussion substitute</source>
        <translation>Auswechslung nach Gehirnerschütterung</translation>
    </message>
    <message>
        <source>Minute</source>
        <extracomment>The periods that have kicked off: a minute of a later one is read there.</extracomment>
        <translation>Minute</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Scorer unknown ({name})</source>
        <translation>Torschütze unbekannt ({name})</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Verwandelt</translation>
    </message>
    <message>
        <source>{value} has no assist: {name}&apos;s assist is removed.</source>
        <translation>{value} hat keine Vorlage: Die Vorlage von {name} wird gestrichen.</translation>
    </message>
    <message>
        <source>Missed or saved</source>
        <translation>Verschossen oder gehalten</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gehalten</translation>
    </message>
    <message>
        <source>Missed (wide, or off the woodwork)</source>
        <translation>Verschossen (daneben oder ans Aluminium)</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Elfmeter</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <source>Taker not known ({name})</source>
        <translation>Schütze unbekannt ({name})</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Raus</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Rein</translation>
    </message>
    <message>
        <source>{name} ({team}, team official)</source>
        <translation>{name} ({team}, Offizieller)</translation>
    </message>
    <message>
        <source>{value} has no assist</source>
        <translation>{value} hat keine Vorlage</translation>
    </message>
    <message>
        <source>A penalty</source>
        <translation>Ein Elfmeter</translation>
    </message>
    <message>
        <source>An own goal</source>
        <translation>Ein Eigentor</translation>
    </message>
    <message>
        <source>a team official may be shown a card, not score a goal</source>
        <translation>einem Offiziellen kann eine Karte gezeigt werden, aber er erzielt kein Tor</translation>
    </message>
    <message>
        <source>name the player: only a goal may give its team only</source>
        <translation>Spieler angeben: nur ein Tor darf nur die Mannschaft nennen</translation>
    </message>
</context>
<context>
    <name>EventLogView</name>
    <message>
        <source>Event log</source>
        <extracomment>The user asked to edit this event. The user asked to delete this event. The user asked to move this event one place earlier (-1) or later (+1) among the events of its minute (Alt+Up, Alt+Down).</extracomment>
        <translation>Ereignisliste</translation>
    </message>
    <message>
        <source>Every event in order. Enter to edit, Delete to remove, Alt+Up or Alt+Down to put it before or after another event of its minute, Ctrl+F to find.</source>
        <translation>Alle Ereignisse der Reihe nach. Eingabe zum Bearbeiten, Entf zum Löschen, Alt+Hoch oder Alt+Runter, um es vor oder hinter ein anderes Ereignis derselben Minute zu setzen, Strg+F zum Suchen.</translation>
    </message>
    <message>
        <source>Every event in order. Double-click or Enter to edit, Delete to remove, Alt+Up or Alt+Down to put it before or after another event of its minute.</source>
        <translation>Alle Ereignisse der Reihe nach. Doppelklick oder Eingabe zum Bearbeiten, Entf zum Löschen, Alt+Hoch oder Alt+Runter, um es vor oder hinter ein anderes Ereignis derselben Minute zu setzen.</translation>
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
        <translation> Seitdem {hidden} weitere(r) Fehler.</translation>
    </message>
    <message>
        <source>Every event already logged is saved. You can carry on; if this happens again, save your work and restart.{more}
Details were written to {log_file}</source>
        <translation>Jedes bereits erfasste Ereignis ist gespeichert. Sie können weitermachen; passiert das wieder, sichern Sie Ihre Arbeit und starten Sie neu.{more}
Einzelheiten stehen in {log_file}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export – {title}</source>
        <extracomment>Emitted after the export was written, with the paths written. The language the sheet formats start in: the match&apos;s own (its competition&apos;s). Reads the key stats in another language, when the user picks one.</extracomment>
        <translation>Exportieren – {title}</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>The match&apos;s key stats across the library, handed to the sheet formats. The files written by the last export.</extracomment>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>This export cannot be made: {exc}</source>
        <translation>Dieser Export ist nicht möglich: {exc}</translation>
    </message>
    <message>
        <source>The printed pages.</source>
        <translation>Die gedruckten Seiten.</translation>
    </message>
    <message>
        <source>The sheet as printed.</source>
        <translation>Der Spielbericht wie gedruckt.</translation>
    </message>
    <message>
        <source>It shows {names} as empty boxes: no font on this computer has their letters. Install one that has them (for Chinese, Japanese or Korean names: Noto Sans CJK) and export again.</source>
        <translation>Sie zeigen {names} als leere Kästchen: Keine Schrift auf diesem Computer hat ihre Zeichen. Installieren Sie eine, die sie hat (für chinesische, japanische oder koreanische Namen: Noto Sans CJK), und exportieren Sie erneut.</translation>
    </message>
    <message>
        <source> The web page has the same content, laid out for any screen.</source>
        <translation> Die Webseite hat denselben Inhalt, für jeden Bildschirm gesetzt.</translation>
    </message>
    <message>
        <source>Writes a folder with {join}.</source>
        <translation>Schreibt einen Ordner mit {join}.</translation>
    </message>
    <message>
        <source>Page {page} of {count}</source>
        <translation>Seite {page} von {count}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export {title}</source>
        <translation>{title} exportieren</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>This part of Match Tracker is not installed in this version.</source>
        <translation>Dieser Teil von Match Tracker ist in dieser Version nicht installiert.</translation>
    </message>
    <message>
        <source>Cannot create the match</source>
        <translation>Das Spiel kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation>Die Bibliothek kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot set the match up</source>
        <translation>Das Spiel kann nicht eingerichtet werden</translation>
    </message>
    <message>
        <source>Cannot open the match: {exc}</source>
        <translation>Das Spiel kann nicht geöffnet werden: {exc}</translation>
    </message>
    <message>
        <source>Cannot set the fixture up</source>
        <translation>Die Ansetzung kann nicht eingerichtet werden</translation>
    </message>
    <message>
        <source>Cannot load the demo match</source>
        <translation>Das Demospiel kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Drucken nicht möglich</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <source>Choose a file…</source>
        <extracomment>The path changed.</extracomment>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Zu importierende Datei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Browse for the {what}</source>
        <translation>{What} auswählen</translation>
    </message>
</context>
<context>
    <name>FileLostDialog</name>
    <message>
        <source>The database is gone</source>
        <translation>Die Datenbank ist weg</translation>
    </message>
    <message>
        <source>Logging has stopped: the database is not there any more ({problem}).</source>
        <translation>Die Erfassung ist gestoppt: die Datenbank ist nicht mehr da ({problem}).</translation>
    </message>
    <message>
        <source>Nothing more can be saved in it. Save the open match elsewhere as a match file, then open or restore the database again.</source>
        <translation>Darin kann nichts mehr gespeichert werden. Speichern Sie das offene Spiel woanders als Spieldatei und öffnen oder restaurieren Sie dann die Datenbank erneut.</translation>
    </message>
    <message>
        <source>Nothing more can be saved in it. Open or restore the database again.</source>
        <translation>Darin kann nichts mehr gespeichert werden. Öffnen oder restaurieren Sie die Datenbank erneut.</translation>
    </message>
    <message>
        <source>Save the match elsewhere…</source>
        <translation>Spiel woanders speichern…</translation>
    </message>
</context>
<context>
    <name>FileOpening</name>
    <message>
        <source>No such file: {0}</source>
        <extracomment>The QSettings key of File › Open Recent, and how many files it keeps.</extracomment>
        <translation>Datei nicht gefunden: {0}</translation>
    </message>
    <message>
        <source>{0} is empty (0 bytes): there is nothing in it to open</source>
        <translation>{0} ist leer (0 Bytes): darin gibt es nichts zu öffnen</translation>
    </message>
    <message>
        <source>{0} is not a file Match Tracker reads (a match file, StatsBomb events and lineups, or openfootball results or squads); drop such files one kind at a time</source>
        <translation>{0} ist keine Datei, die Match Tracker liest (eine Spieldatei, StatsBomb-Ereignisse und -Aufstellungen oder openfootball-Ergebnisse oder -Kader); solche Dateien bitte nur einer Art auf einmal ablegen</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} kann nicht geöffnet werden: {1}</translation>
    </message>
    <message>
        <source>Imported {0} into the database.</source>
        <translation>{0} wurde in die Datenbank importiert.</translation>
    </message>
    <message>
        <source>{0} is already in the database: opened it.</source>
        <translation>{0} ist schon in der Datenbank: geöffnet.</translation>
    </message>
    <message>
        <source>{0} is already in the database and differs from the stored match: opened the stored match; the file was not imported (a match stored twice counts twice in the records)</source>
        <translation>{0} ist schon in der Datenbank und weicht vom gespeicherten Spiel ab: das gespeicherte Spiel wurde geöffnet, die Datei nicht importiert (ein doppelt gespeichertes Spiel zählt in den Statistiken doppelt)</translation>
    </message>
    <message>
        <source>In the squads of both {home} and {away}: {names}. A typo, or a player copied into the wrong squad? Players of the same name can play on opposite sides (brothers, namesakes).</source>
        <translation>In den Kadern von {home} und {away} zugleich: {names}. Ein Tippfehler oder ein Spieler, der in den falschen Kader kopiert wurde? Spieler gleichen Namens können durchaus für beide Seiten spielen (Brüder, Namensvettern).</translation>
    </message>
</context>
<context>
    <name>FormationChangeDialog</name>
    <message>
        <source>Formation change — {name}</source>
        <translation>Systemwechsel — {name}</translation>
    </message>
    <message>
        <source>The minute of the switch: 72, or 45+2 in stoppage time</source>
        <translation>Die Minute des Wechsels: 72, oder 45+2 in der Nachspielzeit</translation>
    </message>
    <message>
        <source>{name} play {value} with {len} players. Pick or type the new shape, then drag the players to their new places.</source>
        <translation>{name} spielt {value} mit {len} Spielern. Neues System wählen oder eingeben, dann die Spieler auf ihre neuen Plätze ziehen.</translation>
    </message>
    <message>
        <source>no set formation</source>
        <translation>kein festes System</translation>
    </message>
    <message>
        <source>&amp;Log the change</source>
        <translation>Wechsel &amp;erfassen</translation>
    </message>
    <message>
        <source>&amp;Minute:</source>
        <translation>&amp;Minute:</translation>
    </message>
    <message>
        <source>{count} player(s) on the pitch have no place in a {formation}: choose a shape for {players} players</source>
        <translation>{count} Spieler auf dem Feld haben keinen Platz in einem {formation}: wählen Sie ein System für {players} Spieler</translation>
    </message>
    <message>
        <source>every player on the pitch needs a place</source>
        <translation>jeder Spieler auf dem Feld braucht einen Platz</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import a match</source>
        <extracomment>The id of the imported match. A results import stored its files. What importing a match file did to a competition&apos;s award of its match (&quot;&quot;: none).</extracomment>
        <translation>Ein Spiel importieren</translation>
    </message>
    <message>
        <source>Match Tracker match file (.json)</source>
        <translation>Match-Tracker-Spieldatei (.json)</translation>
    </message>
    <message>
        <source>StatsBomb open data (events and lineups files)</source>
        <translation>StatsBomb Open Data (Events- und Lineups-Dateien)</translation>
    </message>
    <message>
        <source>Results and fixtures: World Cups, league seasons (openfootball JSON files)</source>
        <translation>Ergebnisse und Ansetzungen: WM, Ligasaisons (openfootball-JSON)</translation>
    </message>
    <message>
        <source>Squad lists (openfootball worldcup.squads.json files)</source>
        <translation>Kaderlisten (openfootball-Dateien worldcup.squads.json)</translation>
    </message>
    <message>
        <source>Match file</source>
        <extracomment>The report of the last results import, one line each.</extracomment>
        <translation>Spieldatei</translation>
    </message>
    <message>
        <source>StatsBomb events file</source>
        <translation>StatsBomb-Events-Datei</translation>
    </message>
    <message>
        <source>StatsBomb lineups file</source>
        <translation>StatsBomb-Lineups-Datei</translation>
    </message>
    <message>
        <source>StatsBomb matches file</source>
        <translation>StatsBomb-Matches-Datei</translation>
    </message>
    <message>
        <source>Optional: competition, date, venue, referee</source>
        <translation>Optional: Wettbewerb, Datum, Spielort, Schiedsrichter</translation>
    </message>
    <message>
        <source>&amp;Match file:</source>
        <translation>&amp;Spieldatei:</translation>
    </message>
    <message>
        <source>&amp;Events:</source>
        <translation>&amp;Ereignisse:</translation>
    </message>
    <message>
        <source>&amp;Lineups:</source>
        <translation>&amp;Aufstellungen:</translation>
    </message>
    <message>
        <source>Ma&amp;tches:</source>
        <translation>S&amp;piele:</translation>
    </message>
    <message>
        <source>Results files</source>
        <translation>Ergebnisdateien</translation>
    </message>
    <message>
        <source>&amp;Results files:</source>
        <translation>&amp;Ergebnisdateien:</translation>
    </message>
    <message>
        <source>One or more worldcup.json or league season files (en.1.json)</source>
        <translation>Eine oder mehrere worldcup.json- oder Ligasaison-Dateien (en.1.json)</translation>
    </message>
    <message>
        <source>Each file&apos;s worldcup.groups.json beside it is read too. Importing a file again changes nothing; a match logged here is kept and linked; what a file gets wrong is reported, not stored.</source>
        <translation>Die worldcup.groups.json neben jeder Datei wird mitgelesen. Eine Datei erneut zu importieren ändert nichts; ein hier erfasstes Spiel bleibt erhalten und wird verknüpft; was eine Datei falsch angibt, wird gemeldet, nicht gespeichert.</translation>
    </message>
    <message>
        <source>Squads files</source>
        <translation>Kaderdateien</translation>
    </message>
    <message>
        <source>&amp;Squads files:</source>
        <translation>&amp;Kaderdateien:</translation>
    </message>
    <message>
        <source>One or more worldcup.squads.json files</source>
        <translation>Eine oder mehrere worldcup.squads.json-Dateien</translation>
    </message>
    <message>
        <source>Each squad becomes its team&apos;s standing squad (numbers, positions, clubs); its players are linked to the people already known, by name and team.</source>
        <translation>Jeder Kader wird zum festen Kader seiner Mannschaft (Nummern, Positionen, Vereine); seine Spieler werden nach Name und Mannschaft mit den bereits bekannten Personen verknüpft.</translation>
    </message>
    <message>
        <source>What the import did</source>
        <translation>Was der Import getan hat</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>&amp;Settle names…</source>
        <translation>Namen &amp;klären…</translation>
    </message>
    <message>
        <source>Say who each scorer left unlinked is</source>
        <translation>Angeben, wer jeder nicht verknüpfte Torschütze ist</translation>
    </message>
    <message>
        <source>What do you want to import?</source>
        <extracomment>Scorers the last results import left unlinked (several people fit).</extracomment>
        <translation>Was möchten Sie importieren?</translation>
    </message>
    <message>
        <source>Stored, but not yet counted in the record books ({error}): the next records read counts it.</source>
        <translation>Gespeichert, aber noch nicht in den Rekordbüchern gezählt ({error}): Das nächste Lesen der Rekorde zählt es.</translation>
    </message>
    <message>
        <source>Imported {len} file(s), {matches} matches: {lines}</source>
        <translation>{len} Datei(en) importiert, {matches} Spiele: {lines}</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Told the library changed (new matches), for whoever shows it.</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Not linked: {name}: {exc}</source>
        <translation>Nicht verknüpft: {name}: {exc}</translation>
    </message>
    <message>
        <source>; {len} left for later</source>
        <translation>; {len} für später</translation>
    </message>
    <message>
        <source>settled {settled} name(s){more}</source>
        <translation>{settled} Name(n) geklärt{more}</translation>
    </message>
    <message>
        <source>Nothing was imported: {message}</source>
        <translation>Nichts importiert: {message}</translation>
    </message>
</context>
<context>
    <name>ImportWorker</name>
    <message>
        <source>this is not a Match Tracker match file but a list, like StatsBomb data: choose “StatsBomb open data” above</source>
        <extracomment>Progress in percent. (&quot;json&quot;, text), (&quot;statsbomb&quot;, (match, events)), (&quot;openfootball&quot;, [ReadFile]) or (&quot;squads&quot;, [SquadList]). A message for the user.</extracomment>
        <translation>das ist keine Match-Tracker-Spieldatei, sondern eine Liste wie bei StatsBomb-Daten: oben „StatsBomb Open Data“ wählen</translation>
    </message>
</context>
<context>
    <name>KeyStatsPanel</name>
    <message>
        <source>Reading the key stats…</source>
        <extracomment>Follows corrections made anywhere to what the key stats count over.</extracomment>
        <translation>Die Kennzahlen werden gelesen…</translation>
    </message>
    <message>
        <source>No match is open</source>
        <translation>Kein Spiel geöffnet</translation>
    </message>
    <message>
        <source>Cannot read the key stats: {exc}</source>
        <translation>Die Kennzahlen können nicht gelesen werden: {exc}</translation>
    </message>
</context>
<context>
    <name>KeyStatsView</name>
    <message>
        <source>No match is open</source>
        <extracomment>How long after a change the key stats are read again (ms): a burst of logging reads them once. Runs ``work`` off the GUI thread, then ``done`` or ``failed`` on it. A second leg&apos;s tie as it stands, the scoreboard&apos;s line (see :meth:`show_tie`).</extracomment>
        <translation>Kein Spiel geöffnet</translation>
    </message>
    <message>
        <source>No key stats: the library holds no earlier match of this competition that settles one (import a competition&apos;s results with File › Import)</source>
        <translation>Keine Kennzahlen: die Bibliothek enthält kein früheres Spiel dieses Wettbewerbs, das eine festlegt (importieren Sie die Ergebnisse eines Wettbewerbs mit Datei › Importieren)</translation>
    </message>
    <message>
        <source>Counted over {scope}</source>
        <translation>Gezählt über {scope}</translation>
    </message>
    <message>
        <source>As of this match, later matches not counted. Counted over </source>
        <translation>Stand dieses Spiels, spätere Spiele nicht gezählt. Gezählt über </translation>
    </message>
    <message>
        <source>As of this match.</source>
        <translation>Stand dieses Spiels.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <source>Date</source>
        <extracomment>(title, entry field, sort key or None where the database cannot sort by it)</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Wettbewerb</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Heim</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
</context>
<context>
    <name>LineupEditor</name>
    <message>
        <source>The shape, defence to attack (the goalkeeper is not counted)</source>
        <extracomment>Finds a team&apos;s last line-up placed with the given squad (or None). The placement changed.</extracomment>
        <translation>Das System, von der Abwehr zum Angriff (ohne Torwart)</translation>
    </message>
    <message>
        <source>Cop&amp;y line-up from the last match</source>
        <translation>Aufstellung vom letzten Spiel &amp;übernehmen</translation>
    </message>
    <message>
        <source>&amp;Put in slot</source>
        <translation>Auf &amp;Position setzen</translation>
    </message>
    <message>
        <source>To b&amp;ench</source>
        <translation>Auf die &amp;Bank</translation>
    </message>
    <message>
        <source>Put the players selected in the squad list (Shift or Ctrl picks several) on the bench; Ctrl+B in the squad list does the same</source>
        <translation>Die in der Kaderliste ausgewählten Spieler (Umschalt oder Strg wählt mehrere) auf die Bank setzen; Strg+B in der Kaderliste tut dasselbe</translation>
    </message>
    <message>
        <source>Back to &amp;squad</source>
        <translation>Zurück in den &amp;Kader</translation>
    </message>
    <message>
        <source>Take the players selected on the bench back to the squad; Delete in the bench list does the same</source>
        <translation>Die auf der Bank ausgewählten Spieler zurück in den Kader nehmen; Entf in der Bankliste tut dasselbe</translation>
    </message>
    <message>
        <source>&amp;Formation:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <source>S&amp;quad — drag onto the pitch</source>
        <translation>Ka&amp;der — auf das Spielfeld ziehen</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Mit der Tastatur</translation>
    </message>
    <message>
        <source>Sl&amp;ot:</source>
        <translation>Pos&amp;ition:</translation>
    </message>
    <message>
        <source>Benc&amp;h (substitutes)</source>
        <translation>Ba&amp;nk (Auswechselspieler)</translation>
    </message>
    <message>
        <source>Cap&amp;tain:</source>
        <translation>Kapi&amp;tän:</translation>
    </message>
    <message>
        <source>Select a player in the squad or bench list, and a slot.</source>
        <translation>Einen Spieler in der Kader- oder Bankliste und eine Position auswählen.</translation>
    </message>
    <message>
        <source>{value} has no earlier match here.</source>
        <translation>{value} hat hier kein früheres Spiel.</translation>
    </message>
    <message>
        <source>The last match ({source}) was played {size_of} a side in a {shape}; this one is {size_of2} a side: place the players yourself.</source>
        <translation>Das letzte Spiel ({source}) wurde {size_of} gegen {size_of} im {shape} gespielt; dieses ist {size_of2} gegen {size_of2}: setzen Sie die Spieler selbst.</translation>
    </message>
    <message>
        <source>Copied from {source}.</source>
        <translation>Übernommen von {source}.</translation>
    </message>
    <message>
        <source> Not in this squad: {join} — fill their places.</source>
        <translation> Nicht in diesem Kader: {join} — besetzen Sie ihre Plätze.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>, {len} on the bench</source>
        <translation>, {len} auf der Bank</translation>
    </message>
    <message>
        <source>{len} of {total} placed{bench}.</source>
        <translation>{len} von {total} gesetzt{bench}.</translation>
    </message>
</context>
<context>
    <name>LineupPanel</name>
    <message>
        <source>Home line-up</source>
        <extracomment>Characters of a name, and of the note of his match beside its badge, the panel has room for at the least (with his shirt number). Pixels on each side of a cell&apos;s text (what the styles in use put there, and a little air). A player was selected in the panel (pid). A context menu was asked for on a player: pid and global position. A player&apos;s page was asked for (Ctrl+click or middle-click on his name): pid.</extracomment>
        <translation>Aufstellung Heim</translation>
    </message>
    <message>
        <source>Away line-up</source>
        <translation>Aufstellung Gast</translation>
    </message>
    <message>
        <source>The players on the pitch, then the substitutes; right-click for actions</source>
        <translation>Die Spieler auf dem Feld, dann die Auswechselspieler; Rechtsklick für Aktionen</translation>
    </message>
    <message>
        <source>Click a player to select him; drag a substitute onto a player on the pitch; Ctrl+click or middle-click for his player page.</source>
        <translation>Klicken Sie einen Spieler an, um ihn auszuwählen; ziehen Sie einen Auswechselspieler auf einen Spieler auf dem Feld; Strg+Klick oder Mittelklick öffnet seine Spielerseite.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{swatch} &lt;b style=&apos;font-size:12pt&apos;&gt;{name}&lt;/b&gt; &amp;nbsp;{formation}</source>
        <translation>{swatch} &lt;b style=&apos;font-size:12pt&apos;&gt;{name}&lt;/b&gt; &amp;nbsp;{formation}</translation>
    </message>
    <message>
        <source>on the pitch</source>
        <translation>auf dem Feld</translation>
    </message>
    <message>
        <source>on the bench</source>
        <translation>auf der Bank</translation>
    </message>
    <message>
        <source>off the pitch</source>
        <translation>nicht mehr auf dem Platz</translation>
    </message>
</context>
<context>
    <name>LinksDialog</name>
    <message>
        <source>Links of {name}</source>
        <extracomment>A link was undone (the records of a match changed).</extracomment>
        <translation>Verknüpfungen von {name}</translation>
    </message>
    <message>
        <source>&amp;Undo link</source>
        <translation>Verknüpfung &amp;aufheben</translation>
    </message>
    <message>
        <source>That name in that match becomes a person of his own</source>
        <translation>Dieser Name in diesem Spiel wird eine eigene Person</translation>
    </message>
    <message>
        <source>Entries linked to {name} automatically, and why:</source>
        <translation>Automatisch mit {name} verknüpfte Einträge und warum:</translation>
    </message>
    <message>
        <source>No entry of his was linked automatically.</source>
        <translation>Kein Eintrag von ihm wurde automatisch verknüpft.</translation>
    </message>
    <message>
        <source>Undone: that name is now person {made}, kept apart from then on.</source>
        <translation>Aufgehoben: dieser Name ist jetzt Person {made} und bleibt von nun an getrennt.</translation>
    </message>
</context>
<context>
    <name>LogFindBar</name>
    <message>
        <source>Find in the log: a name, a minute, a kind of event</source>
        <translation>In der Liste suchen: ein Name, eine Minute, eine Ereignisart</translation>
    </message>
    <message>
        <source>Find in the event log</source>
        <translation>In der Ereignisliste suchen</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>{place} of {count}</source>
        <translation>{place} von {count}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Every event is written to the database before it is shown</source>
        <translation>Jedes Ereignis wird in die Datenbank geschrieben, bevor es angezeigt wird</translation>
    </message>
    <message>
        <source>Home line-up</source>
        <extracomment>The log under its find bar (Ctrl+F).</extracomment>
        <translation>Aufstellung Heim</translation>
    </message>
    <message>
        <source>Away line-up</source>
        <translation>Aufstellung Gast</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisliste</translation>
    </message>
    <message>
        <source>Key stats</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Match clock</source>
        <translation>Spieluhr</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <extracomment>The tool bar of the actions on the selected player (built with the menus). Match &gt; Other whistles: every whistle the clock offers now (built with the menus). Notices the database file deleted, moved or replaced (built with the menus). File › Open Recent (built with the menus). Logs, corrects and deletes events from the window&apos;s gestures (built with the page). The name given on the command line (``--user``), for this run only. The panels, menus and tool bars: built with the window when it has its database, else when it gets it (see :meth:`attach`), after the first paint. The Records menu&apos;s competition, team and player pages. Reads the match again, within a second, when another client changed it. Finds a second leg&apos;s first leg imported (or corrected) while it is open. Notices the database file deleted, moved or replaced under the window. Refusals and errors above the pitch (:attr:`notice`) and on the status line. The start page, built the first time it is shown (see :attr:`start_page`).</extracomment>
        <translation>Datenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>Cannot list the matches: {exc}</source>
        <translation>Die Spiele können nicht aufgelistet werden: {exc}</translation>
    </message>
    <message>
        <source>{home} v {away} — {app}</source>
        <translation>{home} – {away} — {app}</translation>
    </message>
    <message>
        <source>The match was deleted (here in the library, or elsewhere) and is closed; the library&apos;s deleted matches can bring it back.</source>
        <translation>Das Spiel wurde gelöscht (hier in der Sammlung oder anderswo) und ist geschlossen; die gelöschten Spiele der Sammlung können es zurückholen.</translation>
    </message>
    <message>
        <source>{where} is gone: save the match elsewhere</source>
        <translation>{where} ist weg: speichern Sie das Spiel woanders</translation>
    </message>
    <message>
        <source>1 event saved in {where}</source>
        <translation>1 Ereignis gespeichert in {where}</translation>
    </message>
    <message>
        <source>{len} events saved in {where}</source>
        <translation>{len} Ereignisse gespeichert in {where}</translation>
    </message>
    <message>
        <source>Selected: {name}</source>
        <translation>Ausgewählt: {name}</translation>
    </message>
    <message>
        <source>Logged </source>
        <translation>Erfasst: </translation>
    </message>
    <message>
        <source>{time} is in the {lower}, which has ended; the {running} is being played.

File “{describe}” at {time}, in the {lower}?</source>
        <translation>{time} liegt im Abschnitt „{lower}“, der beendet ist; gespielt wird: {running}.

„{describe}“ in {time} im Abschnitt „{lower}“ eintragen?</translation>
    </message>
    <message>
        <source>File in a period that has ended?</source>
        <translation>In einem beendeten Abschnitt eintragen?</translation>
    </message>
    <message>
        <source>not logged: {time} is in the {lower}, which has ended (the {running} is being played); give the minute of the {running}</source>
        <translation>nicht erfasst: {time} liegt im Abschnitt „{lower}“, der beendet ist (gespielt wird: {running}); geben Sie eine Minute aus diesem Abschnitt an: {running}</translation>
    </message>
    <message>
        <source>the event was not logged</source>
        <translation>das Ereignis wurde nicht erfasst</translation>
    </message>
    <message>
        <source>The {lower} has ended: play has stopped. A goal now is filed at {time}, before the end of the {lower}, and changes its score.

File “{describe}” at {time}, in the {lower}?</source>
        <translation>Der Abschnitt „{lower}“ ist beendet: das Spiel ruht. Ein Tor jetzt wird bei {time} erfasst, vor dem Ende dieses Abschnitts, und ändert dessen Ergebnis.

„{describe}“ bei {time} im Abschnitt „{lower}“ erfassen?</translation>
    </message>
    <message>
        <source>Goal in a break?</source>
        <translation>Tor in einer Pause?</translation>
    </message>
    <message>
        <source>not logged: the {lower} has ended; no goal is scored in a break</source>
        <translation>nicht erfasst: der Abschnitt „{lower}“ ist beendet; in einer Pause fällt kein Tor</translation>
    </message>
    <message>
        <source>{typed}&apos; is past the end of the {period}, so it is read as {time}: {added} minutes of added time. A minute of the next period needs the end of the {period} logged first.

File “{describe}” at {time}?</source>
        <translation>{typed}&apos; liegt nach dem Ende des Abschnitts „{period}“ und wird daher als {time} gelesen: {added} Minuten Nachspielzeit. Für eine Minute des nächsten Abschnitts muss zuerst das Ende von „{period}“ erfasst sein.

„{describe}“ bei {time} eintragen?</translation>
    </message>
    <message>
        <source>File in long added time?</source>
        <translation>In langer Nachspielzeit eintragen?</translation>
    </message>
    <message>
        <source>not logged: {time} would be {added} minutes of added time; log the end of the {period} first, or type {time} to mean it</source>
        <translation>nicht erfasst: {time} wären {added} Minuten Nachspielzeit; erfassen Sie zuerst das Ende von „{period}“, oder geben Sie {time} ein, wenn es so gemeint ist</translation>
    </message>
    <message>
        <source>“{stage}” is a group or league round: its matches end at full time, level or not, with no extra time.

Start extra time anyway?</source>
        <translation>„{stage}“ ist eine Gruppen- oder Ligarunde: ihre Spiele enden nach der regulären Spielzeit, ob unentschieden oder nicht, ohne Verlängerung.

Trotzdem die Verlängerung anpfeifen?</translation>
    </message>
    <message>
        <source>Extra time in a group match?</source>
        <translation>Verlängerung in einem Gruppenspiel?</translation>
    </message>
    <message>
        <source>Not started: “{stage}” matches have no extra time.</source>
        <translation>Nicht angepfiffen: Spiele von „{stage}“ haben keine Verlängerung.</translation>
    </message>
    <message>
        <source>Start extra time</source>
        <translation>Verlängerung anpfeifen</translation>
    </message>
    <message>
        <source>The score is {home}-{away}. Extra time and a penalty shootout follow a level match, or a second leg that leaves the tie level on aggregate.

{what}?</source>
        <translation>Es steht {home}-{away}. Verlängerung und Elfmeterschießen folgen auf ein Unentschieden oder auf ein Rückspiel, nach dem es in der Summe beider Spiele unentschieden steht.

{what}?</translation>
    </message>
    <message>
        <source>Play on after a match that is not level?</source>
        <translation>Weiterspielen, obwohl es nicht unentschieden steht?</translation>
    </message>
    <message>
        <source>Not started: the score is not level.</source>
        <translation>Nicht begonnen: es steht nicht unentschieden.</translation>
    </message>
    <message>
        <source>On aggregate the tie stands {team} {home}-{away} {team2}. Extra time and a penalty shootout follow a second leg that leaves the tie level.

{what}?</source>
        <translation>In der Summe beider Spiele steht es {team} {home}-{away} {team2}. Verlängerung und Elfmeterschießen folgen nur auf ein Rückspiel, nach dem es insgesamt unentschieden steht.

{what}?</translation>
    </message>
    <message>
        <source>On aggregate the tie stands {team} {home}-{away} {team2}, and away goals decide it. Extra time and a penalty shootout follow a second leg that leaves the tie level on away goals too.

{what}?</source>
        <translation>In der Summe beider Spiele steht es {team} {home}-{away} {team2}, und die Auswärtstore entscheiden. Verlängerung und Elfmeterschießen folgen nur auf ein Rückspiel, nach dem es auch bei den Auswärtstoren gleich steht.

{what}?</translation>
    </message>
    <message>
        <source>Play on after a tie that is not level?</source>
        <translation>Weiterspielen, obwohl es insgesamt nicht unentschieden steht?</translation>
    </message>
    <message>
        <source>Not started: the tie is not level.</source>
        <translation>Nicht begonnen: es steht insgesamt nicht unentschieden.</translation>
    </message>
    <message>
        <source>After this change the tie ends level after ninety minutes of its second leg, {team} {home}-{away} {team2} on aggregate (and on away goals, where they count), with no extra time or penalty shootout logged.</source>
        <translation>Nach dieser Änderung steht es nach neunzig Minuten des Rückspiels insgesamt unentschieden, {team} {home}-{away} {team2} in der Summe beider Spiele (auch nach Auswärtstoren, wo sie zählen), ohne erfasste Verlängerung oder erfasstes Elfmeterschießen.</translation>
    </message>
    <message>
        <source>Nothing changed: the tie would end level with no winner.</source>
        <translation>Nichts geändert: Das Duell würde insgesamt unentschieden ohne Sieger enden.</translation>
    </message>
    <message>
        <source>After this change the match ends {home}-{away} after ninety minutes, with no extra time or penalty shootout logged, though a match of this round ({round}) needs a winner on the day.</source>
        <translation>Nach dieser Änderung endet das Spiel nach neunzig Minuten {home}-{away}, ohne erfasste Verlängerung oder erfasstes Elfmeterschießen, obwohl ein Spiel dieser Runde ({round}) am selben Tag einen Sieger braucht.</translation>
    </message>
    <message>
        <source>Level with no winner</source>
        <translation>Unentschieden ohne Sieger</translation>
    </message>
    <message>
        <source>Nothing changed: the match would end level with no winner.</source>
        <translation>Nichts geändert: Das Spiel würde unentschieden ohne Sieger enden.</translation>
    </message>
    <message>
        <source>After this change the score is {home}-{away} when extra time begins. Extra time follows a level match, or a second leg that leaves the tie level on aggregate.</source>
        <translation>Nach dieser Änderung steht es {home}:{away}, wenn die Verlängerung beginnt. Eine Verlängerung folgt auf ein Unentschieden oder auf ein Rückspiel, nach dem es in der Gesamtwertung unentschieden steht.</translation>
    </message>
    <message>
        <source>Not level before extra time</source>
        <translation>Vor der Verlängerung kein Unentschieden</translation>
    </message>
    <message>
        <source>Nothing changed: the score would not be level when extra time begins.</source>
        <translation>Nichts geändert: zu Beginn der Verlängerung stünde es nicht unentschieden.</translation>
    </message>
    <message>
        <source>After this change the tie stands {team} {home}-{away} {team2} on aggregate when extra time begins, and is not level (on away goals either, where they count). Extra time follows a second leg that leaves the tie level.</source>
        <translation>Nach dieser Änderung steht es zu Beginn der Verlängerung in der Summe beider Spiele {team} {home}-{away} {team2}, und es steht nicht unentschieden (auch nicht nach Auswärtstoren, wo sie zählen). Eine Verlängerung folgt nur auf ein Rückspiel, nach dem es insgesamt unentschieden steht.</translation>
    </message>
    <message>
        <source>Nothing changed: the tie would not be level when extra time begins.</source>
        <translation>Nichts geändert: zu Beginn der Verlängerung stünde es insgesamt nicht unentschieden.</translation>
    </message>
    <message>
        <source>The match is over: to add an event after the fact, type it with its minute in quick entry (55 goal Gordon).</source>
        <translation>Das Spiel ist vorbei: Um ein Ereignis nachzutragen, geben Sie es mit seiner Minute in die Schnelleingabe ein (55 tor Gordon).</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Select a player first (click him on the pitch or in a line-up).</source>
        <translation>Zuerst einen Spieler auswählen (auf dem Feld oder in einer Aufstellung anklicken).</translation>
    </message>
    <message>
        <source>Player &amp;page</source>
        <translation>Spieler&amp;seite</translation>
    </message>
    <message>
        <source>Log it anyway?</source>
        <extracomment>Minutes short of a period&apos;s end the clock may show when its whistle is pressed before the status line says that the whistle was filed at the end.</extracomment>
        <translation>Trotzdem erfassen?</translation>
    </message>
    <message>
        <source>The match had been changed elsewhere (another window or program, a restored backup): the log now shows it as stored</source>
        <translation>Das Spiel war anderswo geändert worden (ein anderes Fenster oder Programm, eine wiederhergestellte Sicherung): die Ereignisliste zeigt es jetzt wie gespeichert</translation>
    </message>
    <message>
        <source>the clock showed {shown}, short of {end}: Ctrl+Z takes the whistle back if it was pressed by mistake</source>
        <translation>die Uhr zeigte {shown}, vor {end}: Strg+Z nimmt den Pfiff zurück, falls er versehentlich gedrückt wurde</translation>
    </message>
    <message>
        <source>{name} cannot replace {name2}: they play for different teams.</source>
        <translation>{name} kann {name2} nicht ersetzen: sie spielen für verschiedene Mannschaften.</translation>
    </message>
    <message>
        <source>Nothing logged: {exc}</source>
        <translation>Nichts erfasst: {exc}</translation>
    </message>
    <message>
        <source>A period&apos;s start has no minute to correct: it is its first minute ({time}). A whistle logged by mistake is deleted (Delete).</source>
        <translation>Der Beginn eines Spielabschnitts hat keine Minute zum Korrigieren: er ist dessen erste Minute ({time}). Ein versehentlich erfasster Pfiff wird gelöscht (Entf).</translation>
    </message>
    <message>
        <source>Nothing changed: “{event}”</source>
        <translation>Nichts geändert: „{event}“</translation>
    </message>
    <message>
        <source>Save the correction anyway?</source>
        <translation>Korrektur trotzdem speichern?</translation>
    </message>
    <message>
        <source>Corrected “{event}”</source>
        <translation>Korrigiert: „{event}“</translation>
    </message>
    <message>
        <source>This event was changed or deleted elsewhere (another window or the command line) while you were correcting it; your correction was not saved.</source>
        <translation>Dieses Ereignis wurde anderswo (in einem anderen Fenster oder über die Kommandozeile) geändert oder gelöscht, während Sie es korrigiert haben; Ihre Korrektur wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Delete “{time} {describe}”?</source>
        <translation>„{time} {describe}“ löschen?</translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation>Ereignis löschen</translation>
    </message>
    <message>
        <source>Deleted “{event}”</source>
        <translation>Gelöscht: „{event}“</translation>
    </message>
    <message>
        <source>{time} is {minutes} minutes short of {end}, the end of the period&apos;s regular time: right for shorter halves (youth football); Ctrl+Z takes the correction back if it was a slip.</source>
        <translation>{time} liegt {minutes} Minuten vor {end}, dem Ende der regulären Spielzeit dieses Abschnitts: richtig bei kürzeren Halbzeiten (Jugendfußball); Strg+Z nimmt die Korrektur zurück, falls sie ein Versehen war.</translation>
    </message>
    <message>
        <source>The match was changed elsewhere and has been reloaded.</source>
        <translation>Das Spiel wurde anderswo geändert und neu geladen.</translation>
    </message>
    <message>
        <source>No backup was made: {message}</source>
        <translation>Keine Sicherung angelegt: {message}</translation>
    </message>
    <message>
        <source>Logged before it: {event}</source>
        <translation>Davor erfasst: {event}</translation>
    </message>
</context>
<context>
    <name>MatchClock</name>
    <message>
        <source>full time</source>
        <extracomment>What the Minute box says once the match is over.</extracomment>
        <translation>Abpfiff</translation>
    </message>
    <message>
        <source>Match clock</source>
        <extracomment>The least width, so that short labels (&quot;Kick-off&quot;) keep one size. The user blew a whistle: the events to log, as one gesture. The default minute changed (each tick, a pin, a new state). A whistle was not blown: why, for the user.</extracomment>
        <translation>Spieluhr</translation>
    </message>
    <message>
        <source>Time played in the current period</source>
        <extracomment>The first leg of the tie the match ends, if known (see :func:`whistles`). The logged start of the running period, as judged when it came to be shown (what it was judged for, and the moment if believed): a clock ticking from it does not stop when a later event is logged.</extracomment>
        <translation>Gespielte Zeit im laufenden Abschnitt</translation>
    </message>
    <message>
        <source>minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>Minute for new events</source>
        <translation>Minute für neue Ereignisse</translation>
    </message>
    <message>
        <source>Empty: the running clock&apos;s minute. A typed minute is for the next entry only.</source>
        <translation>Leer: die Minute der laufenden Uhr. Eine eingegebene Minute gilt nur für die nächste Eingabe.</translation>
    </message>
    <message>
        <source>Minute given to new events. Type one (55, 45+2) to log the next entry after the fact; then, or with Escape or Live, the running clock&apos;s minute again.</source>
        <translation>Minute für neue Ereignisse. Geben Sie eine ein (55, 45+2), um den nächsten Eintrag nachträglich zu erfassen; danach, oder mit Esc oder Live, wieder die Minute der laufenden Uhr.</translation>
    </message>
    <message>
        <source>next entry only · Esc: live</source>
        <extracomment>Says, while a typed minute holds, that it is for the next entry only.</extracomment>
        <translation>nur nächster Eintrag · Esc: live</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Use the running clock for new events (Escape in the minute)</source>
        <translation>Die laufende Uhr für neue Ereignisse verwenden (Esc in der Minute)</translation>
    </message>
    <message>
        <source>Start or end the period (F9)</source>
        <translation>Abschnitt anpfeifen oder abpfeifen (F9)</translation>
    </message>
    <message>
        <source>Minute:</source>
        <translation>Minute:</translation>
    </message>
    <message>
        <source>Full time</source>
        <translation>Abpfiff</translation>
    </message>
    <message>
        <source>Not whistled: {exc}</source>
        <translation>Nicht gepfiffen: {exc}</translation>
    </message>
    <message>
        <source>No match</source>
        <extracomment>The open match and where it stands (period, running): a typed minute goes when it moves on.</extracomment>
        <translation>Kein Spiel</translation>
    </message>
    <message>
        <source>Match abandoned</source>
        <translation>Spielabbruch</translation>
    </message>
    <message>
        <source>the match is over: type the event with its minute in quick entry, as in 55 goal Gordon</source>
        <translation>das Spiel ist vorbei: geben Sie das Ereignis mit seiner Minute in die Schnelleingabe ein, etwa 55 tor Gordon</translation>
    </message>
    <message>
        <source>Not whistled: the minute typed is not in the {name}</source>
        <translation>Nicht gepfiffen: die eingegebene Minute gehört nicht zum laufenden Abschnitt ({name})</translation>
    </message>
    <message>
        <source>PENS</source>
        <translation>ELFM.</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>FT</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>ABD</source>
        <translation>ABB</translation>
    </message>
    <message>
        <source>HT</source>
        <translation>HZ</translation>
    </message>
    <message>
        <source>break</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>MatchDetailsDialog</name>
    <message>
        <source>Details of {title}</source>
        <translation>Details von {title}</translation>
    </message>
    <message>
        <source>The rules are fixed when the match is set up</source>
        <translation>Die Regeln werden beim Einrichten des Spiels festgelegt</translation>
    </message>
    <message>
        <source>Managers</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Discard the corrections?</source>
        <extracomment>The match as the dialog opened on it: what differs was typed by the user.</extracomment>
        <translation>Korrekturen verwerfen?</translation>
    </message>
    <message>
        <source>The details changed here are not saved and will be lost.</source>
        <translation>Die hier geänderten Angaben sind nicht gespeichert und gehen verloren.</translation>
    </message>
    <message>
        <source>Not saved: {rstrip}.</source>
        <translation>Nicht gespeichert: {rstrip}.</translation>
    </message>
</context>
<context>
    <name>MatchDocument</name>
    <message>
        <source>Cannot open match {match_id}: {exc}</source>
        <extracomment>The changes (ChangeKind values) that touch one event of the log, which the views follow one by one. The state shown before the change. The players and sides whose looks may differ from ``previous``. Everything may differ: another match (or none) is shown, or it was read again. One event of the shown match was logged, edited or deleted: the :class:`Update`. An action was refused or failed; the text is for the user. The database server did not answer a read or a write (the text says so, for the user): nothing more is asked of it on the GUI thread until it answers again. A match asked to be opened has no log to show (an imported result, a fixture not set up yet): its id, for the window to show its sheet or set it up instead. The revision of the open match that the window shows. What the last action accepted here changed (None after a refusal). A change run here found the match changed elsewhere since it was read (another window, a restore): it is shown as stored now. Cleared by whoever says so. An undo or redo step was refused (its event changed elsewhere: dropped; the server did not answer: held where it was): the status line names no step done. The database server is known not to answer (the window&apos;s live check asks it off the GUI thread until it does): each action is refused at once meanwhile, nothing tried, rather than after a connection attempt that holds the window. The last action run here was refused because the server did not answer (known not to, or found so): nothing was written, so it can be taken again as it was. An entry whose commit lost its connection, found stored as an action here logged another (:attr:`Change.settled`): shown first, to be said. Cleared by whoever says so. The first leg read for the open match, with the (id, stage) it was read for.</extracomment>
        <translation>Spiel {match_id} kann nicht geöffnet werden: {exc}</translation>
    </message>
    <message>
        <source>This match was deleted.</source>
        <translation>Dieses Spiel wurde gelöscht.</translation>
    </message>
    <message>
        <source>Open a match first.</source>
        <translation>Öffnen Sie zuerst ein Spiel.</translation>
    </message>
</context>
<context>
    <name>MatchLibrary</name>
    <message>
        <source>Match library</source>
        <translation>Spielbibliothek</translation>
    </message>
    <message>
        <source>Search teams, competition, stage, venue…</source>
        <extracomment>The record page chosen (a competition, a team), shown once the library closes. Told why, when a read finds the database server out of reach (the window, so that it asks the server no more on its thread either until it answers).</extracomment>
        <translation>Mannschaften, Wettbewerb, Runde, Spielort suchen…</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>In der Bibliothek suchen</translation>
    </message>
    <message>
        <source>Find</source>
        <extracomment>Find (Ctrl+F): to the search field, its words selected to type over.</extracomment>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Wettbewerb</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Show &amp;deleted matches</source>
        <translation>&amp;Gelöschte Spiele zeigen</translation>
    </message>
    <message>
        <source>Matches</source>
        <extracomment>Said when a copy into this library did not finish: it holds part of another.</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Du&amp;plicate set-up</source>
        <translation>Einrichtung &amp;duplizieren</translation>
    </message>
    <message>
        <source>&amp;Return fixture</source>
        <translation>&amp;Rückspiel</translation>
    </message>
    <message>
        <source>&amp;Edit details…</source>
        <translation>Details &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Re&amp;store</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Re&amp;cords</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>The competitions, and the competition view and team pages of the selected match (or double-click its competition or a team)</source>
        <translation>Die Wettbewerbe sowie Wettbewerbsansicht und Mannschaftsseiten des ausgewählten Spiels (oder Doppelklick auf seinen Wettbewerb oder eine Mannschaft)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>All teams</source>
        <translation>Alle Mannschaften</translation>
    </message>
    <message>
        <source>All competitions</source>
        <translation>Alle Wettbewerbe</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>Alle Saisons</translation>
    </message>
    <message>
        <source>The database server does not answer: the matches shown are not read again until it does. The library asks it again every few seconds.</source>
        <translation>Der Datenbankserver antwortet nicht: Die gezeigten Spiele werden erst wieder gelesen, wenn er antwortet. Die Bibliothek fragt ihn alle paar Sekunden erneut.</translation>
    </message>
    <message>
        <source>Counting the matches…</source>
        <translation>Spiele werden gezählt…</translation>
    </message>
    <message>
        <source>At least {count} matches</source>
        <translation>Mindestens {count} Spiele</translation>
    </message>
    <message>
        <source>1 deleted match</source>
        <translation>1 gelöschtes Spiel</translation>
    </message>
    <message>
        <source>{count} deleted matches</source>
        <translation>{count} gelöschte Spiele</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Spiel</translation>
    </message>
    <message>
        <source>{count} matches</source>
        <translation>{count} Spiele</translation>
    </message>
    <message>
        <source>Competition: {edition}</source>
        <translation>Wettbewerb: {edition}</translation>
    </message>
    <message>
        <source>Team page: {name}</source>
        <translation>Mannschaftsseite: {name}</translation>
    </message>
    <message>
        <source>&amp;Competitions…</source>
        <translation>&amp;Wettbewerbe…</translation>
    </message>
    <message>
        <source>&amp;Open the match</source>
        <translation>Spiel ö&amp;ffnen</translation>
    </message>
    <message>
        <source>The database server does not answer: no team pages until it does</source>
        <translation>Der Datenbankserver antwortet nicht: Keine Mannschaftsseiten, bis er wieder antwortet</translation>
    </message>
    <message>
        <source>No competition or team records for this match</source>
        <translation>Keine Wettbewerbs- oder Mannschaftsstatistik für dieses Spiel</translation>
    </message>
    <message>
        <source>Return fixture</source>
        <translation>Rückspiel</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>{what} of {home} v {away} created (no events).</source>
        <translation>{what} von {home} – {away} angelegt (ohne Ereignisse).</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>ohne Datum</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Delete {home} v {away} ({value})?

You can undo this, or restore it later from the deleted matches.</source>
        <translation>{home} – {away} ({value}) löschen?

Sie können das rückgängig machen oder es später aus den gelöschten Spielen wiederherstellen.</translation>
    </message>
    <message>
        <source>Not deleted: {home} v {away} is confirmed and locked. To delete it, open it and reopen it first (Match › Reopen the match).</source>
        <translation>Nicht gelöscht: {home} – {away} ist bestätigt und gesperrt. Zum Löschen öffnen Sie das Spiel und öffnen es zuerst wieder (Spiel › Spiel wieder öffnen).</translation>
    </message>
    <message>
        <source>{home} v {away} is back in the library.</source>
        <translation>{home} – {away} ist wieder in der Bibliothek.</translation>
    </message>
    <message>
        <source>Not done: {reason}.</source>
        <translation>Nicht erledigt: {reason}.</translation>
    </message>
    <message>
        <source>Deleted {home} v {away}.</source>
        <translation>{home} – {away} gelöscht.</translation>
    </message>
</context>
<context>
    <name>MergeChooser</name>
    <message>
        <source>Merge two people</source>
        <translation>Zwei Personen zusammenführen</translation>
    </message>
    <message>
        <source>They are one person. Keep this record (the other&apos;s matches, goals, figures and names move to it):</source>
        <translation>Sie sind eine Person. Diesen Eintrag behalten (Spiele, Tore, Zahlen und Namen des anderen gehen auf ihn über):</translation>
    </message>
    <message>
        <source>no team</source>
        <translation>keine Mannschaft</translation>
    </message>
    <message>
        <source>{name} ({id}) — {teams}, {matches} matches</source>
        <translation>{name} ({id}) — {teams}, {matches} Spiele</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Your name</source>
        <extracomment>The settings key of the name set in the window. Longer names are cut: the log shows the name in a column.</extracomment>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Your name, stored with every event you log or change
(shown in the event log and written in the match file):</source>
        <translation>Ihr Name, gespeichert mit jedem Ereignis, das Sie erfassen oder ändern
(in der Ereignisliste angezeigt und in die Spieldatei geschrieben):</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Create match</source>
        <extracomment>The fixture being set up to be logged (its row becomes the match), if any.</extracomment>
        <translation>Spiel &amp;anlegen</translation>
    </message>
    <message>
        <source>Set up {name} v {name2}</source>
        <extracomment>The details as the wizard opened on them: what differs was typed by the user.</extracomment>
        <translation>{name} – {name2} einrichten</translation>
    </message>
    <message>
        <source>Start &amp;logging</source>
        <translation>&amp;Erfassung starten</translation>
    </message>
    <message>
        <source>The fixture says “{name}”: pick the team that plays.</source>
        <translation>Die Ansetzung nennt „{name}“: wählen Sie die Mannschaft, die spielt.</translation>
    </message>
    <message>
        <source>Discard the new match?</source>
        <translation>Das neue Spiel verwerfen?</translation>
    </message>
    <message>
        <source>The details, teams, squads and line-ups typed so far will be lost.</source>
        <translation>Die bisher eingegebenen Angaben zum Spiel, Mannschaften, Kader und Aufstellungen gehen verloren.</translation>
    </message>
    <message>
        <source>The match was not created: {exc}</source>
        <translation>Das Spiel wurde nicht angelegt: {exc}</translation>
    </message>
</context>
<context>
    <name>PeopleDialog</name>
    <message>
        <source>People</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Search people</source>
        <translation>Personen suchen</translation>
    </message>
    <message>
        <source>Search by any name (accents and case ignored)</source>
        <translation>Nach einem beliebigen Namen suchen (Akzente und Groß-/Kleinschreibung egal)</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Zusammenführen…</translation>
    </message>
    <message>
        <source>Select two records of one person, then merge them</source>
        <translation>Zwei Einträge derselben Person auswählen und zusammenführen</translation>
    </message>
    <message>
        <source>&amp;Split…</source>
        <translation>&amp;Aufteilen…</translation>
    </message>
    <message>
        <source>Move a person&apos;s entries in some matches to another person</source>
        <translation>Die Einträge einer Person in einigen Spielen auf eine andere Person verschieben</translation>
    </message>
    <message>
        <source>&amp;Links…</source>
        <translation>&amp;Verknüpfungen…</translation>
    </message>
    <message>
        <source>Why the person&apos;s entries were linked to him; undo a link</source>
        <translation>Warum die Einträge der Person mit ihr verknüpft wurden; eine Verknüpfung aufheben</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>{count} people</source>
        <translation>{count} Personen</translation>
    </message>
    <message>
        <source>1 person</source>
        <translation>1 Person</translation>
    </message>
    <message>
        <source> (the first 200: narrow the search)</source>
        <translation> (die ersten 200: Suche eingrenzen)</translation>
    </message>
    <message>
        <source>&amp;Undo {undoText}</source>
        <translation>&amp;Rückgängig: {undoText}</translation>
    </message>
    <message>
        <source>Select the two records of one person to merge.</source>
        <translation>Die zwei Einträge derselben Person zum Zusammenführen auswählen.</translation>
    </message>
    <message>
        <source>Merge {name} ({id}) into {name2} ({id2})</source>
        <translation>{name} ({id}) mit {name2} ({id2}) zusammenführen</translation>
    </message>
    <message>
        <source>: done (Ctrl+Z undoes it).</source>
        <translation>: erledigt (Strg+Z macht es rückgängig).</translation>
    </message>
    <message>
        <source>Select the person to split.</source>
        <translation>Die aufzuteilende Person auswählen.</translation>
    </message>
    <message>
        <source>{name} is in no match: nothing to split off.</source>
        <translation>{name} ist in keinem Spiel: nichts abzutrennen.</translation>
    </message>
    <message>
        <source>a new person</source>
        <translation>eine neue Person</translation>
    </message>
    <message>
        <source>person {id}</source>
        <translation>Person {id}</translation>
    </message>
    <message>
        <source>Split {name} ({id}): {len} match(es) to {onto}</source>
        <translation>{name} ({id}) aufteilen: {len} Spiel(e) zu {onto}</translation>
    </message>
</context>
<context>
    <name>PersonChoiceDialog</name>
    <message>
        <source>Who is {name}?</source>
        <extracomment>The answer &quot;a new person&quot; (a person&apos;s id otherwise; None: leave it open).</extracomment>
        <translation>Wer ist {name}?</translation>
    </message>
    <message>
        <source>{len} people who played for {team} could be “{name}” (known by it, or by a longer form of it). Which one is in this squad?</source>
        <translation>{len} Personen, die für {team} gespielt haben, könnten „{name}“ sein (unter diesem Namen oder einer längeren Form bekannt). Wer ist in diesem Kader?</translation>
    </message>
    <message>
        <source>People known by this name</source>
        <translation>Personen, die unter diesem Namen bekannt sind</translation>
    </message>
    <message>
        <source>born {date}</source>
        <translation>geboren {date}</translation>
    </message>
    <message>
        <source>last: {last_match}</source>
        <translation>zuletzt: {last_match}</translation>
    </message>
    <message>
        <source>Somebody new (another person with this name)</source>
        <translation>Jemand Neues (eine andere Person mit diesem Namen)</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>&amp;Verknüpfen</translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
</context>
<context>
    <name>PitchAccess</name>
    <message>
        <source>goalkeeper</source>
        <translation>Torwart</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>midfielder</source>
        <translation>Mittelfeldspieler</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>Stürmer</translation>
    </message>
    <message>
        <source>{name}, number {number}</source>
        <translation>{name}, Nummer {number}</translation>
    </message>
    <message>
        <source>sent off {time}</source>
        <translation>vom Platz gestellt {time}</translation>
    </message>
    <message>
        <source>on the pitch</source>
        <translation>auf dem Feld</translation>
    </message>
    <message>
        <source>off the pitch, substituted {time}</source>
        <translation>nicht mehr auf dem Feld, ausgewechselt {time}</translation>
    </message>
    <message>
        <source>on the bench</source>
        <translation>auf der Bank</translation>
    </message>
    <message>
        <source>came on {time}</source>
        <translation>eingewechselt {time}</translation>
    </message>
    <message>
        <source>booked</source>
        <translation>verwarnt</translation>
    </message>
    <message>
        <source>1 goal</source>
        <translation>1 Tor</translation>
    </message>
    <message>
        <source>{count} goals</source>
        <translation>{count} Tore</translation>
    </message>
</context>
<context>
    <name>PitchView</name>
    <message>
        <source>Pitch</source>
        <extracomment>Drag-and-drop format of a player: the pid as ASCII digits. Arrow keys and the direction each moves the selection on the pitch (scene y points down). A player was selected by a click (pid), or the selection was cleared (None). A context menu was asked for on a player: pid and global position. A player was dropped on a pitch player: (player off, player on).</extracomment>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>Both teams&apos; players on the pitch; the arrow keys move between them</source>
        <translation>Die Spieler beider Mannschaften auf dem Feld; die Pfeiltasten wechseln zwischen ihnen</translation>
    </message>
</context>
<context>
    <name>PlayerActions</name>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Tor</translation>
    </message>
    <message>
        <source>Goal by the selected player (asks for the assist)</source>
        <translation>Tor durch den ausgewählten Spieler (fragt nach der Vorlage)</translation>
    </message>
    <message>
        <source>&amp;Header</source>
        <translation>&amp;Kopfballtor</translation>
    </message>
    <message>
        <source>Headed goal by the selected player</source>
        <translation>Kopfballtor durch den ausgewählten Spieler</translation>
    </message>
    <message>
        <source>&amp;Penalty</source>
        <translation>&amp;Elfmeter</translation>
    </message>
    <message>
        <source>Penalty scored by the selected player</source>
        <translation>Elfmetertor durch den ausgewählten Spieler</translation>
    </message>
    <message>
        <source>&amp;Own goal</source>
        <translation>E&amp;igentor</translation>
    </message>
    <message>
        <source>Own goal by the selected player</source>
        <translation>Eigentor durch den ausgewählten Spieler</translation>
    </message>
    <message>
        <source>Penalty &amp;missed</source>
        <translation>Elfmeter &amp;verschossen</translation>
    </message>
    <message>
        <source>Penalty missed by the selected player</source>
        <translation>Elfmeter vom ausgewählten Spieler verschossen</translation>
    </message>
    <message>
        <source>&amp;Yellow card</source>
        <translation>&amp;Gelbe Karte</translation>
    </message>
    <message>
        <source>Book the selected player</source>
        <translation>Den ausgewählten Spieler verwarnen</translation>
    </message>
    <message>
        <source>&amp;Red card</source>
        <translation>&amp;Rote Karte</translation>
    </message>
    <message>
        <source>Send the selected player off</source>
        <translation>Den ausgewählten Spieler vom Platz stellen</translation>
    </message>
    <message>
        <source>&amp;Substitution…</source>
        <translation>Aus&amp;wechslung…</translation>
    </message>
    <message>
        <source>Substitute the selected player (or bring him on)</source>
        <translation>Den ausgewählten Spieler auswechseln (oder einwechseln)</translation>
    </message>
    <message>
        <source>Goal</source>
        <extracomment>The short word each action shows on the toolbar (the menus show the whole label).</extracomment>
        <translation>Tor</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Kopfball</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Elfmeter</translation>
    </message>
    <message>
        <source>Own goal</source>
        <translation>Eigentor</translation>
    </message>
    <message>
        <source>Penalty missed</source>
        <translation>Verschossen</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Red card</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Substitution</source>
        <translation>Auswechslung</translation>
    </message>
    <message>
        <source>The selected player is listed in the starting eleven but did not start: put the substitute who did in his place (his events can be credited to him)</source>
        <extracomment>An action was chosen: its key (&quot;goal&quot;, &quot;yellow&quot;, &quot;sub&quot;…). The selected starter did not start: the user asks to put right who did.</extracomment>
        <translation>Der ausgewählte Spieler steht in der Startelf, hat aber nicht begonnen: den Ersatzspieler, der begonnen hat, an seine Stelle setzen (seine Ereignisse können ihm zugeschrieben werden)</translation>
    </message>
    <message>
        <source>Another player started &amp;instead of {name}…</source>
        <translation>Ein an&amp;derer Spieler begann statt {name}…</translation>
    </message>
    <message>
        <source>Another player started &amp;instead of the selected starter…</source>
        <translation>Ein an&amp;derer Spieler begann statt des ausgewählten Stammspielers…</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Players</source>
        <extracomment>Returned by :meth:`ask` when the user chose the &quot;none&quot; entry (e.g. no assist).</extracomment>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>PlayerListModel</name>
    <message>
        <source>{name} — drag onto a slot, or select a slot and press Put in slot</source>
        <extracomment>Players (a list of pids) were dropped on this list.</extracomment>
        <translation>{name} — auf eine Position ziehen oder eine Position wählen und „Auf Position setzen“ drücken</translation>
    </message>
</context>
<context>
    <name>PlayerPageView</name>
    <message>
        <source>Totals</source>
        <extracomment>A team&apos;s page was asked for (its name). A match was asked for (a logged match&apos;s id).</extracomment>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Competitions played</source>
        <translation>Gespielte Wettbewerbe</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Tallies</source>
        <translation>Bilanz</translation>
    </message>
    <message>
        <source>By competition</source>
        <translation>Nach Wettbewerb</translation>
    </message>
    <message>
        <source>By edition</source>
        <translation>Nach Ausgabe</translation>
    </message>
    <message>
        <source>&amp;Tallies</source>
        <translation>&amp;Bilanz</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>Played for {join}</source>
        <translation>Spielte für {join}</translation>
    </message>
    <message>
        <source>born {date}</source>
        <translation>geboren {date}</translation>
    </message>
    <message>
        <source>also known as {join}</source>
        <translation>auch bekannt als {join}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{apps}&lt;/b&gt; appearance{value}, &lt;b&gt;{goals}&lt;/b&gt; goal{value2}</source>
        <translation>Einsätze: &lt;b&gt;{apps}&lt;/b&gt;, Tore: &lt;b&gt;{goals}&lt;/b&gt;</translation>
    </message>
    <message>
        <source> ({figure} pen.)</source>
        <translation> ({figure} Elfm.)</translation>
    </message>
    <message>
        <source>, {assists} assist{value}</source>
        <translation>, Vorlagen: {assists}</translation>
    </message>
    <message>
        <source>, {yellows} yellow, {reds} red</source>
        <translation>, Gelb: {yellows}, Rot: {reds}</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;{value} of his teams (a result lists its scorers only): minutes, starts and assists count only those; ≥ marks a figure that may be higher.&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;{value} seiner Mannschaften (ein Ergebnis nennt nur die Torschützen): Minuten, Startelfeinsätze und Vorlagen zählen nur diese; ≥ kennzeichnet eine Zahl, die höher sein kann.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>All matches</source>
        <translation>Alle Spiele</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>The settings keys (the name is Match › Your name…&apos;s key, the language i18n&apos;s). The languages offered: (setting, name in its own language); &quot;&quot; follows the system. The automatic backups kept when nothing says otherwise (the store&apos;s default). The style and palette the application started with (what &quot;System&quot; goes back to).</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Your login name is used when empty</source>
        <translation>Leer: Ihr Anmeldename wird verwendet</translation>
    </message>
    <message>
        <source>Stored with each event you log or change</source>
        <translation>Wird mit jedem erfassten oder geänderten Ereignis gespeichert</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source> backups</source>
        <translation> Sicherungen</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>A&amp;uswählen…</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>St&amp;andard</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language applies when Match Tracker restarts.</source>
        <translation>Eine neue Sprache gilt nach dem Neustart von Match Tracker.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>Dars&amp;tellung:</translation>
    </message>
    <message>
        <source>&amp;Backups kept:</source>
        <translation>Aufbewahrte Si&amp;cherungen:</translation>
    </message>
    <message>
        <source>Automatic backups of the database file, newest kept; applies when Match Tracker restarts.</source>
        <translation>Automatische Sicherungen der Datenbankdatei, die neuesten bleiben; gilt nach dem Neustart von Match Tracker.</translation>
    </message>
    <message>
        <source>New matches&apos; &amp;rules:</source>
        <translation>&amp;Regeln neuer Spiele:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>Another database opens when Match Tracker restarts (--db and TRACKER_DB still come first).</source>
        <translation>Eine andere Datenbank wird nach dem Neustart von Match Tracker geöffnet (--db und TRACKER_DB haben weiterhin Vorrang).</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Datenbankdatei</translation>
    </message>
    <message>
        <source>Match Tracker databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Match-Tracker-Datenbanken (*.sqlite3 *.db);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <source>Publish live</source>
        <extracomment>Pixels per module of the QR code: large enough for a phone&apos;s camera across a desk.</extracomment>
        <translation>Live veröffentlichen</translation>
    </message>
    <message>
        <source>&amp;Start publishing</source>
        <translation>Veröffentlichung &amp;starten</translation>
    </message>
    <message>
        <source>S&amp;top publishing</source>
        <translation>Veröffentlichung b&amp;eenden</translation>
    </message>
    <message>
        <source>What to publish</source>
        <translation>Was veröffentlicht wird</translation>
    </message>
    <message>
        <source>The whole &amp;library: every match, competition, team and player</source>
        <translation>Die ganze &amp;Bibliothek: alle Spiele, Wettbewerbe, Mannschaften und Spieler</translation>
    </message>
    <message>
        <source>Who can open it</source>
        <translation>Wer es öffnen kann</translation>
    </message>
    <message>
        <source>Only this &amp;computer</source>
        <translation>Nur dieser &amp;Computer</translation>
    </message>
    <message>
        <source>Phones and computers on this &amp;network (Wi-Fi or cable)</source>
        <translation>Handys und Computer in diesem &amp;Netzwerk (WLAN oder Kabel)</translation>
    </message>
    <message>
        <source>QR code of the address, to open it on a phone</source>
        <translation>QR-Code der Adresse, um sie auf einem Handy zu öffnen</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Cop&amp;y address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>The open &amp;match: {title}</source>
        <translation>Das geöffnete S&amp;piel: {title}</translation>
    </message>
    <message>
        <source>The open &amp;match (none is open)</source>
        <translation>Das geöffnete S&amp;piel (keines ist geöffnet)</translation>
    </message>
    <message>
        <source>the match {title}</source>
        <translation>das Spiel {title}</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>die ganze Bibliothek</translation>
    </message>
    <message>
        <source>Anyone on this network who has this address can see {what}: scan the code with a phone on the same Wi-Fi, or share the address.</source>
        <translation>Jeder in diesem Netzwerk, der diese Adresse hat, kann {what} sehen: Scannen Sie den Code mit einem Handy im selben WLAN, oder geben Sie die Adresse weiter.</translation>
    </message>
    <message>
        <source>Only this computer can open this address. To let a phone see {what}, stop and publish on the network.</source>
        <translation>Nur dieser Computer kann diese Adresse öffnen. Damit ein Handy {what} sieht, beenden Sie die Veröffentlichung und veröffentlichen Sie im Netzwerk.</translation>
    </message>
    <message>
        <source>It is read-only: nobody can change anything through it. It stays published when this dialog closes, until you stop it or close Match Tracker.</source>
        <translation>Nur zum Lesen: Niemand kann darüber etwas ändern. Es bleibt veröffentlicht, wenn dieser Dialog geschlossen wird, bis Sie es beenden oder Match Tracker schließen.</translation>
    </message>
    <message>
        <source>The site could not be started: {reason}</source>
        <translation>Die Seite konnte nicht gestartet werden: {reason}</translation>
    </message>
</context>
<context>
    <name>QuestionModel</name>
    <message>
        <source>{title} (match {match_id})</source>
        <translation>{title} (Spiel {match_id})</translation>
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
        <translation>Schnelleingabe — eine Minute, was geschah, wer:
  55 tor Gordon vorlage Rogers
  90+2 kopfball Lautaro a Messi     (auch: elfmeter, freistoss, eigentor)
  72 wechsel Gordon Konsa           (oder: 72 wechsel Konsa für Gordon)
  72 wechsel Gordon Konsa gehirnerschütterung   (Auswechslung nach Gehirnerschütterung)
  34 gelb 10                        (auch: rot, gelbrot; eine Rückennummer geht auch)
  eigentor 61 Romero                70 gehalten Kane / 70 verschossen Kane
  elfmeter Messi, verschossen Kane  (Schüsse im Elfmeterschießen)
  tor France                        (Torschütze unbekannt: nur die Mannschaft)
Die englischen Wörter (goal, sub, yellow …) gelten ebenso.
Ohne Minute gilt die Minute der Uhr. Namen ignorieren Groß-/Kleinschreibung und Akzente.
Auf und Ab holen frühere Befehle zurück; Esc leert die Zeile.
In einer leeren Zeile machen Strg+Z und Strg+Umschalt+Z die letzten Ereignisse rückgängig bzw. wiederholen sie.</translation>
    </message>
    <message>
        <source>Who scored?</source>
        <translation>Wer hat das Tor erzielt?</translation>
    </message>
    <message>
        <source>Who assisted?</source>
        <translation>Wer hat die Vorlage gegeben?</translation>
    </message>
    <message>
        <source>Who went off?</source>
        <translation>Wer wurde ausgewechselt?</translation>
    </message>
    <message>
        <source>Who came on?</source>
        <translation>Wer wurde eingewechselt?</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Welcher Spieler?</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <extracomment>Logs an event; returns None when it was logged, else the refusal in plain words. Commands logged so far (Up and Down recall them), and where recall stands. The line as sent when its entry&apos;s commit lost its connection (&quot;&quot;: none).</extracomment>
        <translation>Schnelleingabe</translation>
    </message>
    <message>
        <source>Type a command, e.g. 55 goal Gordon assist Rogers</source>
        <translation>Einen Befehl eingeben, z. B. 55 tor Gordon vorlage Rogers</translation>
    </message>
    <message>
        <source>Quick entry: 55 goal Gordon assist Rogers   (Ctrl+L)</source>
        <translation>Schnelleingabe: 55 tor Gordon vorlage Rogers   (Strg+L)</translation>
    </message>
    <message>
        <source>{role} “{text}” fits several players:</source>
        <translation>{role} „{text}“ passt auf mehrere Spieler:</translation>
    </message>
    <message>
        <source>which “{text}”? Nothing was logged.</source>
        <translation>welcher „{text}“? Nichts wurde erfasst.</translation>
    </message>
</context>
<context>
    <name>RecordsActions</name>
    <message>
        <source>{name} has no team record in the library.</source>
        <translation>{name} hat keine Mannschaftsstatistik in der Bibliothek.</translation>
    </message>
    <message>
        <source>Select a player first (click him on the pitch or in a line-up).</source>
        <translation>Zuerst einen Spieler auswählen (auf dem Feld oder in einer Aufstellung anklicken).</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Dieser Spieler</translation>
    </message>
    <message>
        <source>{name} is not linked to a player record yet, so he has no player page.</source>
        <translation>{name} ist noch mit keinem Spielereintrag verknüpft und hat daher keine Spielerseite.</translation>
    </message>
    <message>
        <source>Records: {exc}</source>
        <translation>Statistik: {exc}</translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Records — Match Tracker</source>
        <extracomment>A logged match was asked for (its id): the match window opens it.</extracomment>
        <translation>Statistik — Match Tracker</translation>
    </message>
    <message>
        <source>The library holds no competitions yet.

Import World Cup results (File › Import…) or give a match its competition and season.</source>
        <translation>Die Bibliothek enthält noch keine Wettbewerbe.

Importieren Sie WM-Ergebnisse (Datei › Importieren…) oder geben Sie einem Spiel seinen Wettbewerb und seine Saison.</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>an edition, e.g. World Cup 2022</source>
        <translation>eine Ausgabe, z. B. World Cup 2022</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Wettbewerb</translation>
    </message>
    <message>
        <source>Competitio&amp;n: </source>
        <translation>&amp;Wettbewerb: </translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Read the page again from the library (F5)</source>
        <translation>Die Seite neu aus der Bibliothek lesen (F5)</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>The database server does not answer: the page is not read again until it does. The window asks it again every few seconds.</source>
        <translation>Der Datenbankserver antwortet nicht: Die Seite wird erst wieder gelesen, wenn er antwortet. Das Fenster fragt ihn alle paar Sekunden erneut.</translation>
    </message>
    <message>
        <source>The database server answers again.</source>
        <extracomment>Reads the page shown again when what it shows moves: a merge, split or link of people (here, in another window or program), an import, a logged event. The stamp is the page&apos;s own (its matches, not the library&apos;s), so following it costs what the page shows.</extracomment>
        <translation>Der Datenbankserver antwortet wieder.</translation>
    </message>
    <message>
        <source>No competitions in the library yet.</source>
        <translation>Noch keine Wettbewerbe in der Bibliothek.</translation>
    </message>
    <message>
        <source>No page for {name}: {exc}</source>
        <translation>Keine Seite für {name}: {exc}</translation>
    </message>
    <message>
        <source>there is no edition {id}</source>
        <translation>es gibt keine Ausgabe {id}</translation>
    </message>
    <message>
        <source>Cannot show this page: {exc}</source>
        <translation>Diese Seite kann nicht angezeigt werden: {exc}</translation>
    </message>
    <message>
        <source>{title} — Records — Match Tracker</source>
        <translation>{title} — Statistik — Match Tracker</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Backups of &lt;b&gt;{name}&lt;/b&gt; are made when it is opened and at the end of each period. Restoring replaces everything in the database with the backup; what it holds now is backed up first.</source>
        <translation>Sicherungen von &lt;b&gt;{name}&lt;/b&gt; werden beim Öffnen und am Ende jedes Abschnitts angelegt. Wiederherstellen ersetzt alles in der Datenbank durch die Sicherung; der aktuelle Inhalt wird vorher gesichert.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>Backup taken</source>
        <translation>Sicherung vom</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>There are no backups of this database yet.</source>
        <translation>Von dieser Datenbank gibt es noch keine Sicherungen.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Other &amp;file…</source>
        <translation>Andere &amp;Datei…</translation>
    </message>
    <message>
        <source>Restore from a backup file</source>
        <translation>Aus einer Sicherungsdatei wiederherstellen</translation>
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
        <translation>Spielbericht (PDF) (*.pdf)</translation>
    </message>
    <message>
        <source>Match sheet (web page) (*.html)</source>
        <translation>Spielbericht (Webseite) (*.html)</translation>
    </message>
    <message>
        <source>Match sheet (text) (*.txt)</source>
        <translation>Spielbericht (Text) (*.txt)</translation>
    </message>
    <message>
        <source>Goals and key stats (CSV: a folder)</source>
        <translation>Tore und Kennzahlen (CSV: ein Ordner)</translation>
    </message>
    <message>
        <source>Match sheet</source>
        <extracomment>What :meth:`exec` returns when the user chose Log this match….</extracomment>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <source>&amp;Export sheet…</source>
        <translation>Spielbericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Log this match…</source>
        <translation>Dieses Spiel er&amp;fassen…</translation>
    </message>
    <message>
        <source>Set up the line-ups and log this match event by event; the stored result stays until the log reaches full time</source>
        <translation>Die Aufstellungen einrichten und dieses Spiel Ereignis für Ereignis erfassen; das gespeicherte Ergebnis bleibt, bis die Erfassung den Abpfiff erreicht</translation>
    </message>
    <message>
        <source>The database server does not answer: the sheet is not read again until it does. The window asks it again every few seconds.</source>
        <translation>Der Datenbankserver antwortet nicht: Der Spielbericht wird erst wieder gelesen, wenn er antwortet. Das Fenster fragt ihn alle paar Sekunden erneut.</translation>
    </message>
    <message>
        <source>The database server answers again.</source>
        <translation>Der Datenbankserver antwortet wieder.</translation>
    </message>
    <message>
        <source>The sheet cannot be read again: {exc}</source>
        <translation>Der Spielbericht kann nicht neu gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>Export the sheet</source>
        <translation>Spielbericht exportieren</translation>
    </message>
    <message>
        <source>The sheet was not written: {exc}</source>
        <translation>Der Spielbericht wurde nicht geschrieben: {exc}</translation>
    </message>
    <message>
        <source>Written to {target}</source>
        <translation>Geschrieben nach {target}</translation>
    </message>
    <message>
        <source>, half-time {half_time}</source>
        <translation>, Halbzeit {half_time}</translation>
    </message>
    <message>
        <source> and its scorers</source>
        <translation> und seine Torschützen</translation>
    </message>
    <message>
        <source>Log {home} v {away} event by event?

You set up the line-ups next. The stored result ({score}{half}{scorers}) is kept: the library, the tables and the record books go on showing it while you log. When your log reaches full time, the logged events replace it.</source>
        <translation>{home} – {away} Ereignis für Ereignis erfassen?

Als Nächstes richten Sie die Aufstellungen ein. Das gespeicherte Ergebnis ({score}{half}{scorers}) bleibt erhalten: Bibliothek, Tabellen und Statistiken zeigen es weiter, während Sie erfassen. Erreicht Ihre Erfassung den Abpfiff, ersetzen die erfassten Ereignisse es.</translation>
    </message>
    <message>
        <source>Log this match</source>
        <translation>Dieses Spiel erfassen</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review people</source>
        <extracomment>An answer was stored (the records of a match changed).</extracomment>
        <translation>Personen prüfen</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Who it could be</source>
        <translation>Wer es sein könnte</translation>
    </message>
    <message>
        <source>&amp;Link to this person</source>
        <translation>Mit dieser Person &amp;verknüpfen</translation>
    </message>
    <message>
        <source>He is the candidate selected (or double-click him)</source>
        <translation>Er ist der ausgewählte Kandidat (oder Doppelklick auf ihn)</translation>
    </message>
    <message>
        <source>&amp;Keep apart</source>
        <translation>&amp;Getrennt halten</translation>
    </message>
    <message>
        <source>He is none of them: a person of his own</source>
        <translation>Er ist keiner von ihnen: eine eigene Person</translation>
    </message>
    <message>
        <source>Names several people fit, the most goals and cards first:</source>
        <translation>Namen, auf die mehrere Personen passen, die mit den meisten Toren und Karten zuerst:</translation>
    </message>
    <message>
        <source>; the one with the most at stake is listed (each answer brings up the next)</source>
        <translation>; die mit dem meisten Gewicht ist aufgeführt (jede Antwort holt die nächste)</translation>
    </message>
    <message>
        <source>; the {count} with the most at stake are listed (each answer brings up the next)</source>
        <translation>; die {count} mit dem meisten Gewicht sind aufgeführt (jede Antwort holt die nächste)</translation>
    </message>
    <message>
        <source>1 open question</source>
        <translation>1 offene Frage</translation>
    </message>
    <message>
        <source>{total} open questions</source>
        <translation>{total} offene Fragen</translation>
    </message>
    <message>
        <source>No open questions: every name is linked.</source>
        <translation>Keine offenen Fragen: jeder Name ist verknüpft.</translation>
    </message>
    <message>
        <source>“{name}” for {team} in {title}: {len} people fit{where}</source>
        <translation>„{name}“ für {team} in {title}: {len} Personen passen{where}</translation>
    </message>
    <message>
        <source>also {names}</source>
        <translation>auch {names}</translation>
    </message>
    <message>
        <source>played in </source>
        <translation>spielte in </translation>
    </message>
    <message>
        <source>born {date}</source>
        <translation>geboren {date}</translation>
    </message>
    <message>
        <source>{name} (person {person_id}) — {join}</source>
        <translation>{name} (Person {person_id}) — {join}</translation>
    </message>
    <message>
        <source>linked to {who}</source>
        <translation>verknüpft mit {who}</translation>
    </message>
    <message>
        <source>kept apart as a new person</source>
        <translation>als neue Person getrennt gehalten</translation>
    </message>
    <message>
        <source>{name} in {title}: {said}; remembered. </source>
        <translation>{name} in {title}: {said}; gespeichert. </translation>
    </message>
</context>
<context>
    <name>SameNames</name>
    <message>
        <source>The same name in both squads</source>
        <translation>Derselbe Name in beiden Kadern</translation>
    </message>
    <message>
        <source>In the squads of both {home} and {away}: {names}.

A typo, or a player copied into the wrong squad? Correct the squad here or on the home team&apos;s page. Players of the same name can play on opposite sides (brothers, namesakes): if so, keep both.</source>
        <translation>Im Kader von {home} und im Kader von {away}: {names}.

Ein Tippfehler oder ein Spieler, der in den falschen Kader kopiert wurde? Korrigieren Sie den Kader hier oder auf der Seite der Heimmannschaft. Spieler gleichen Namens können durchaus für beide Seiten spielen (Brüder, Namensvettern): dann behalten Sie beide.</translation>
    </message>
    <message>
        <source>&amp;Keep both</source>
        <translation>&amp;Beide behalten</translation>
    </message>
    <message>
        <source>C&amp;orrect the squad</source>
        <translation>&amp;Kader korrigieren</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Scoreboard</source>
        <translation>Anzeigetafel</translation>
    </message>
    <message>
        <source>{name} — manager {manager}</source>
        <translation>{name} — Trainer {manager}</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>Spielstand {score}</translation>
    </message>
    <message>
        <source>HT {ht}–{ht2}</source>
        <translation>HZ {ht}–{ht2}</translation>
    </message>
</context>
<context>
    <name>SecondYellow</name>
    <message>
        <source>{name}&apos;s card at {later} becomes his second yellow: he is sent off at {later}.

Log the yellow at {when} and make the {later} card a second yellow?</source>
        <translation>Die Karte von {name} in der {later} wird zu Gelb-Rot: er wird in der {later} vom Platz gestellt.

Die Gelbe Karte in der {when} erfassen und die Karte der {later} zu Gelb-Rot machen?</translation>
    </message>
    <message>
        <source>Make the later card a second yellow?</source>
        <translation>Die spätere Karte zu Gelb-Rot machen?</translation>
    </message>
    <message>
        <source>Nothing was logged: the yellow at {when} would make {name}&apos;s card at {later} his second yellow.</source>
        <translation>Nichts wurde erfasst: die Gelbe Karte in der {when} würde die Karte von {name} in der {later} zu Gelb-Rot machen.</translation>
    </message>
    <message>
        <source>Nothing was changed: the yellow at {when} would make {name}&apos;s card at {later} his second yellow.</source>
        <translation>Nichts wurde geändert: die Gelbe Karte in der {when} würde die Karte von {name} in der {later} zu Gelb-Rot machen.</translation>
    </message>
    <message>
        <source>{event}, and the {later} card a second yellow</source>
        <translation>{event}, und die Karte der {later} als Gelb-Rot</translation>
    </message>
    <message>
        <source>{name}&apos;s card at {later} is now his second yellow: sent off</source>
        <extracomment>The later card as stored once made a second yellow.</extracomment>
        <translation>Die Karte von {name} in der {later} ist jetzt Gelb-Rot: vom Platz gestellt</translation>
    </message>
</context>
<context>
    <name>SendDialog</name>
    <message>
        <source>Send to league database</source>
        <extracomment>Where the last database sent to is remembered (without its password).</extracomment>
        <translation>An die Liga-Datenbank senden</translation>
    </message>
    <message>
        <source>League database</source>
        <translation>Liga-Datenbank</translation>
    </message>
    <message>
        <source>&amp;File…</source>
        <translation>Da&amp;tei…</translation>
    </message>
    <message>
        <source>Choose a database file instead of a server</source>
        <translation>Eine Datenbankdatei statt eines Servers wählen</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>only if the server asks for one (not remembered)</source>
        <translation>nur wenn der Server eines verlangt (wird nicht gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Send &lt;b&gt;{escape}&lt;/b&gt; — its set-up, squads and events — to the league&apos;s database. Sending it again later updates the same match there.</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; — Einrichtung, Kader und Ereignisse — an die Datenbank der Liga senden. Erneutes Senden aktualisiert später dasselbe Spiel dort.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>League database file</source>
        <translation>Liga-Datenbankdatei</translation>
    </message>
    <message>
        <source>Match Tracker databases (*.sqlite3 *.db);;All (*)</source>
        <translation>Match-Tracker-Datenbanken (*.sqlite3 *.db);;Alle (*)</translation>
    </message>
</context>
<context>
    <name>SheetPrintPreview</name>
    <message>
        <source>Print – {title}</source>
        <translation>Drucken – {title}</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
</context>
<context>
    <name>SplitChooser</name>
    <message>
        <source>Split {name}</source>
        <translation>{name} aufteilen</translation>
    </message>
    <message>
        <source>Matches where “{name}” is someone else:</source>
        <translation>Spiele, in denen „{name}“ jemand anderes ist:</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>ohne Datum</translation>
    </message>
    <message>
        <source>scorer</source>
        <translation>Torschütze</translation>
    </message>
    <message>
        <source>in the squad</source>
        <translation>im Kader</translation>
    </message>
    <message>
        <source>{when}  {title}  ({team}, as {name}, {kind})</source>
        <translation>{when}  {title}  ({team}, als {name}, {kind})</translation>
    </message>
    <message>
        <source>Move them to:</source>
        <translation>Verschieben zu:</translation>
    </message>
    <message>
        <source>A new person</source>
        <translation>Eine neue Person</translation>
    </message>
    <message>
        <source>no team</source>
        <translation>keine Mannschaft</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Aufteilen</translation>
    </message>
</context>
<context>
    <name>SquadEditor</name>
    <message>
        <source>Squad</source>
        <extracomment>The squad changed.</extracomment>
        <translation>Kader</translation>
    </message>
    <message>
        <source>Shirt number (– for none)</source>
        <translation>Rückennummer (– für keine)</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Vollständiger Name</translation>
    </message>
    <message>
        <source>Known as</source>
        <translation>Bekannt als</translation>
    </message>
    <message>
        <source>Shirt number of the new player</source>
        <translation>Rückennummer des neuen Spielers</translation>
    </message>
    <message>
        <source>Full name of the new player</source>
        <translation>Vollständiger Name des neuen Spielers</translation>
    </message>
    <message>
        <source>Position of the new player</source>
        <translation>Position des neuen Spielers</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Import CSV or pasted rows…</source>
        <translation>CSV oder eingefügte Zeilen &amp;importieren…</translation>
    </message>
    <message>
        <source>Type the player&apos;s name, then Add.</source>
        <translation>Namen des Spielers eingeben, dann Hinzufügen.</translation>
    </message>
</context>
<context>
    <name>SquadImportDialog</name>
    <message>
        <source>Import a squad</source>
        <translation>Einen Kader importieren</translation>
    </message>
    <message>
        <source>Open a CSV file, or paste rows copied from a spreadsheet. Columns: &lt;b&gt;{join}&lt;/b&gt; (in this order, or in any order under a header row). Position is GK, DF, MF or FW.</source>
        <translation>Eine CSV-Datei öffnen oder aus einer Tabellenkalkulation kopierte Zeilen einfügen. Spalten: &lt;b&gt;{join}&lt;/b&gt; (in dieser Reihenfolge oder in beliebiger Reihenfolge unter einer Kopfzeile). Position ist GK, DF, MF oder FW.</translation>
    </message>
    <message>
        <source>&amp;Open CSV file…</source>
        <translation>CSV-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Leave out the rows in error</source>
        <translation>Fehlerhafte Zeilen weglassen</translation>
    </message>
    <message>
        <source>…or &amp;paste rows copied from a spreadsheet:</source>
        <translation>…oder aus einer Tabellenkalkulation kopierte Zeilen &amp;einfügen:</translation>
    </message>
    <message>
        <source>Cannot read {name}: {strerror}</source>
        <translation>{name} kann nicht gelesen werden: {strerror}</translation>
    </message>
    <message>
        <source>a spreadsheet workbook</source>
        <translation>eine Tabellenkalkulationsmappe</translation>
    </message>
    <message>
        <source>it looks like {kind}</source>
        <translation>sie sieht aus wie {kind}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>sie ist kein Text</translation>
    </message>
    <message>
        <source>{name} is not a CSV file ({what}): save the sheet as CSV, or copy its rows and paste them below.</source>
        <translation>{name} ist keine CSV-Datei ({what}): speichern Sie die Tabelle als CSV oder kopieren Sie ihre Zeilen und fügen Sie sie unten ein.</translation>
    </message>
    <message>
        <source>{name} (read as Mac Roman text, not UTF-8)</source>
        <translation>{name} (als Mac-Roman-Text gelesen, nicht als UTF-8)</translation>
    </message>
    <message>
        <source>{name} may be Windows-1252 or Mac Roman text, and its accented letters read differently in each (byte 0x{byte} on line {line}): nothing was read. Save the sheet as “CSV UTF-8”, or copy its rows and paste them below.</source>
        <translation>{name} kann Windows-1252- oder Mac-Roman-Text sein, und Umlaute und Buchstaben mit Akzent werden darin je nachdem anders gelesen (Byte 0x{byte} in Zeile {line}): nichts wurde eingelesen. Speichern Sie die Tabelle als „CSV UTF-8“ oder kopieren Sie ihre Zeilen und fügen Sie sie unten ein.</translation>
    </message>
    <message>
        <source>{name} is neither UTF-8 nor Windows-1252 text (byte 0x{byte} on line {line}): nothing was read. Save the sheet as “CSV UTF-8”, or copy its rows and paste them below.</source>
        <translation>{name} ist weder UTF-8- noch Windows-1252-Text (Byte 0x{byte} in Zeile {line}): nichts wurde eingelesen. Speichern Sie die Tabelle als „CSV UTF-8“ oder kopieren Sie ihre Zeilen und fügen Sie sie unten ein.</translation>
    </message>
    <message>
        <source>{name} (read as Windows-1252 text, not UTF-8)</source>
        <translation>{name} (als Windows-1252-Text gelesen, nicht als UTF-8)</translation>
    </message>
    <message>
        <source>Open a squad file</source>
        <translation>Eine Kaderdatei öffnen</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing read yet.</source>
        <translation>Noch nichts gelesen.</translation>
    </message>
    <message>
        <source>{bad} row{value} in error (shaded; the Problem column says why) and {good} correct. Nothing is imported until you confirm.</source>
        <translation>Fehlerhafte Zeilen: {bad} (schattiert; die Spalte Problem sagt, warum), korrekte: {good}. Importiert wird erst, wenn Sie bestätigen.</translation>
    </message>
    <message>
        <source>All {good} rows read correctly.</source>
        <translation>Alle {good} Zeilen korrekt gelesen.</translation>
    </message>
    <message>
        <source>{text} Columns left out: {left_out}.</source>
        <translation>{text} Weggelassene Spalten: {left_out}.</translation>
    </message>
    <message>
        <source>&amp;Import {good} player{value}</source>
        <translation>Spieler &amp;importieren: {good}</translation>
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
        <translation>Ein Fußballspiel live erfassen und seinen Spielbericht erstellen.</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Set up teams and line-ups (Ctrl+N)</source>
        <translation>Mannschaften und Aufstellungen einrichten (Strg+N)</translation>
    </message>
    <message>
        <source>Open match…</source>
        <translation>Spiel öffnen…</translation>
    </message>
    <message>
        <source>Choose a match from the library (Ctrl+O)</source>
        <translation>Ein Spiel aus der Bibliothek wählen (Strg+O)</translation>
    </message>
    <message>
        <source>Open the demo match</source>
        <translation>Das Demospiel öffnen</translation>
    </message>
    <message>
        <source>Argentina 2-1 England, World Cup semi-final</source>
        <translation>Argentinien 2:1 England, WM-Halbfinale</translation>
    </message>
    <message>
        <source>Recent matches</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <source>Double-click a match to open it</source>
        <translation>Doppelklick auf ein Spiel öffnet es</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent matches&lt;/b&gt;</source>
        <translation>&lt;b&gt;Letzte Spiele&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>StarterSwap</name>
    <message>
        <source>Select a player of the starting eleven in the line-up first.</source>
        <translation>Zuerst einen Spieler der Startelf in der Aufstellung auswählen.</translation>
    </message>
    <message>
        <source>This match is confirmed and locked; reopen it to correct its line-up.</source>
        <translation>Dieses Spiel ist bestätigt und gesperrt; zum Korrigieren der Aufstellung erst wieder öffnen.</translation>
    </message>
    <message>
        <source>Not offered:
{reasons}</source>
        <translation>Nicht zur Wahl:
{reasons}</translation>
    </message>
    <message>
        <source>The log names {starter} in these events:

{events}

If {substitute} started in his place, these were his: credit them to {substitute}?</source>
        <translation>Der Spielbericht nennt {starter} bei diesen Ereignissen:

{events}

Wenn {substitute} an seiner Stelle begonnen hat, waren es seine: {substitute} zuschreiben?</translation>
    </message>
    <message>
        <source>Credit his events?</source>
        <translation>Seine Ereignisse zuschreiben?</translation>
    </message>
    <message>
        <source>&amp;Credit them to {name}</source>
        <translation>{name} &amp;zuschreiben</translation>
    </message>
</context>
<context>
    <name>StarterSwapDialog</name>
    <message>
        <source>Correct the starting eleven</source>
        <translation>Startelf korrigieren</translation>
    </message>
    <message>
        <source>{player} is listed in {team}&apos;s starting eleven. If another player started in his place, choose him from the substitutes: he takes that place in the formation, and {player} goes to the bench.</source>
        <translation>{player} steht in der Startelf von {team}. Wenn ein anderer Spieler an seiner Stelle begonnen hat, diesen unter den Ersatzspielern wählen: er nimmt diesen Platz in der Formation ein, und {player} kommt auf die Bank.</translation>
    </message>
    <message>
        <source>He &amp;started</source>
        <translation>Er hat &amp;begonnen</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The database server answers again: the match is shown as it holds it.</source>
        <extracomment>Above the pitch: the last refusal or error, hidden again after a while. The last refusal or error told, for a caller that shows it in its own place. What stays above the pitch once a refusal has been shown (&quot;&quot;: nothing).</extracomment>
        <translation>Der Datenbankserver antwortet wieder: Das Spiel wird so angezeigt, wie er es gespeichert hat.</translation>
    </message>
    <message>
        <source>The database server does not answer: what you enter is refused until it does. The window asks it again every few seconds, then shows the match as the server holds it.</source>
        <translation>Der Datenbankserver antwortet nicht: Eingaben werden abgewiesen, bis er wieder antwortet. Das Fenster fragt ihn alle paar Sekunden erneut und zeigt dann das Spiel so, wie der Server es gespeichert hat.</translation>
    </message>
    <message>
        <source>The database is locked by another program: waiting up to {seconds} s for it…</source>
        <translation>Die Datenbank ist von einem anderen Programm gesperrt: bis zu {seconds} s wird gewartet…</translation>
    </message>
</context>
<context>
    <name>SubstitutionChooser</name>
    <message>
        <source>&amp;Concussion substitute (additional, permanent)</source>
        <translation>&amp;Auswechslung nach Gehirnerschütterung (zusätzlich, endgültig)</translation>
    </message>
    <message>
        <source>An additional permanent substitute for a player with a suspected concussion; the opponents get one more substitute and window</source>
        <translation>Eine zusätzliche, endgültige Auswechslung für einen Spieler mit Verdacht auf Gehirnerschütterung; der Gegner erhält eine Auswechslung und ein Wechselfenster mehr</translation>
    </message>
    <message>
        <source>This competition has no concussion substitutes</source>
        <translation>Dieser Wettbewerb kennt keine Auswechslungen nach Gehirnerschütterung</translation>
    </message>
</context>
<context>
    <name>SuspensionRefusal</name>
    <message>
        <source>Suspended player</source>
        <translation>Gesperrter Spieler</translation>
    </message>
    <message>
        <source>Suspended players</source>
        <translation>Gesperrte Spieler</translation>
    </message>
    <message>
        <source>Take him out of the line-up, or record the appeal that lets him play:</source>
        <extracomment>With several suspended, one box each: the appeal lets only those ticked play.</extracomment>
        <translation>Nehmen Sie ihn aus der Aufstellung, oder tragen Sie den Einspruch ein, der ihn spielen lässt:</translation>
    </message>
    <message>
        <source>Take them out of the line-up, or record the appeal that lets those ticked play:</source>
        <translation>Nehmen Sie sie aus der Aufstellung, oder erfassen Sie den Einspruch, der die Angekreuzten spielen lässt:</translation>
    </message>
    <message>
        <source>Reason: the appeal and who decided it</source>
        <translation>Grund: der Einspruch und wer entschieden hat</translation>
    </message>
    <message>
        <source>&amp;Override (appeal)</source>
        <translation>&amp;Aufheben (Einspruch)</translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <source>Pick a team, or type the name of a new one</source>
        <extracomment>The colour changed (as ``#rrggbb``). What the known team brought (squad without pids, short name, manager).</extracomment>
        <translation>Wählen Sie eine Mannschaft oder geben Sie den Namen einer neuen ein</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>e.g. ARG</source>
        <translation>z. B. ARG</translation>
    </message>
    <message>
        <source>{title} shirt colour</source>
        <translation>Trikotfarbe — {title}</translation>
    </message>
    <message>
        <source>{title} goalkeeper&apos;s colour</source>
        <translation>Torwartfarbe — {title}</translation>
    </message>
    <message>
        <source>Keep this short name, manager and c&amp;olours for the team&apos;s next matches</source>
        <extracomment>A known team&apos;s stored details become these only when the user ticks it.</extracomment>
        <translation>Kurzname, Trainer und Farben für die nächsten Spiele der Mannschaft s&amp;peichern</translation>
    </message>
    <message>
        <source>Unticked, they are this match&apos;s only (an away kit, an interim manager): the team keeps its stored ones. Earlier matches keep their own either way.</source>
        <translation>Ohne Häkchen gelten sie nur für dieses Spiel (etwa ein Auswärtstrikot oder ein Interimstrainer); die Mannschaft behält ihre gespeicherten. Frühere Spiele behalten in jedem Fall ihre eigenen.</translation>
    </message>
    <message>
        <source>&amp;Keep this squad as the team&apos;s squad for its next matches</source>
        <extracomment>A known team&apos;s stored squad becomes this one only when the user ticks it.</extracomment>
        <translation>Diesen Kader für die nächsten Spiele der Mannschaft &amp;speichern</translation>
    </message>
    <message>
        <source>Unticked, the changes made to the squad here are for this match only. Earlier matches keep their own squads either way.</source>
        <translation>Ohne Häkchen gelten die Änderungen am Kader hier nur für dieses Spiel. Frühere Spiele behalten in jedem Fall ihren eigenen Kader.</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Mannschaft:</translation>
    </message>
    <message>
        <source>&amp;Manager:</source>
        <translation>&amp;Trainer:</translation>
    </message>
    <message>
        <source>S&amp;hort name:</source>
        <translation>&amp;Kurzname:</translation>
    </message>
    <message>
        <source>&amp;Goalkeeper:</source>
        <translation>To&amp;rwart:</translation>
    </message>
    <message>
        <source>Shirt co&amp;lour:</source>
        <translation>Trikot&amp;farbe:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Squad&lt;/b&gt; — type each player and press Enter, or import</source>
        <translation>&lt;b&gt;Kader&lt;/b&gt; — jeden Spieler eingeben und Eingabe drücken, oder importieren</translation>
    </message>
    <message>
        <source>A new team: it is kept, with its squad, for its next match.</source>
        <translation>Eine neue Mannschaft: sie bleibt mit ihrem Kader für ihr nächstes Spiel erhalten.</translation>
    </message>
    <message>
        <source>Known team: the {len} players typed here are kept (its stored squad is not loaded over them).</source>
        <translation>Bekannte Mannschaft: die {len} hier eingegebenen Spieler bleiben (ihr gespeicherter Kader wird nicht darüber geladen).</translation>
    </message>
    <message>
        <source>Known team, no squad stored yet: the squad typed here is kept for it.</source>
        <translation>Bekannte Mannschaft, noch ohne gespeicherten Kader: der hier eingegebene Kader wird für sie gespeichert.</translation>
    </message>
    <message>
        <source>Known team: its squad of {len} is loaded; edit it for this match.</source>
        <translation>Bekannte Mannschaft: ihr Kader mit {len} Spielern ist geladen; bearbeiten Sie ihn für dieses Spiel.</translation>
    </message>
</context>
<context>
    <name>TeamPageView</name>
    <message>
        <source>Competitions</source>
        <extracomment>A team&apos;s page was asked for (its name): an opponent&apos;s. A match was asked for (a logged match&apos;s id).</extracomment>
        <translation>Wettbewerbe</translation>
    </message>
    <message>
        <source>Rounds reached</source>
        <translation>Erreichte Runden</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Bilanz</translation>
    </message>
    <message>
        <source>By competition</source>
        <translation>Nach Wettbewerb</translation>
    </message>
    <message>
        <source>Knockout rounds</source>
        <translation>K.-o.-Runden</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Bilanz</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>&amp;Direkter Vergleich</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&lt;b&gt;All matches&lt;/b&gt;: {record_text}</source>
        <translation>&lt;b&gt;Alle Spiele&lt;/b&gt;: {record_text}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Competitive&lt;/b&gt;: {record_text}</source>
        <translation>&lt;b&gt;Pflichtspiele&lt;/b&gt;: {record_text}</translation>
    </message>
    <message>
        <source>{fixtures} fixture{value} to play</source>
        <translation>Noch zu spielen: {fixtures}</translation>
    </message>
    <message>
        <source>1 match with no result though its day has passed</source>
        <translation>Ohne Ergebnis, obwohl der Spieltag vorbei ist: 1</translation>
    </message>
    <message>
        <source>{passed} matches with no result though their day has passed</source>
        <translation>Ohne Ergebnis, obwohl der Spieltag vorbei ist: {passed}</translation>
    </message>
    <message>
        <source>1 match abandoned, no result</source>
        <translation>1 Spiel abgebrochen, kein Ergebnis</translation>
    </message>
    <message>
        <source>{abandoned} matches abandoned, no result</source>
        <translation>{abandoned} Spiele abgebrochen, kein Ergebnis</translation>
    </message>
    <message>
        <source>1 match cancelled, never played</source>
        <translation>1 Spiel abgesagt, nie gespielt</translation>
    </message>
    <message>
        <source>{cancelled} matches cancelled, never played</source>
        <translation>{cancelled} Spiele abgesagt, nie gespielt</translation>
    </message>
</context>
<context>
    <name>_DetailsPage</name>
    <message>
        <source>The match</source>
        <extracomment>Who each ambiguous squad name is, as the set-up service takes it.</extracomment>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>Competition, date, venue, officials and the rules it is played under.</source>
        <translation>Wettbewerb, Datum, Spielort, Schiedsrichter und die Regeln, nach denen gespielt wird.</translation>
    </message>
</context>
<context>
    <name>_LineupPage</name>
    <message>
        <source>Home</source>
        <translation>Heim</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>{where} line-up: {name}</source>
        <translation>Aufstellung {where}: {name}</translation>
    </message>
    <message>
        <source>Drag players from the squad onto the pitch (or use the keyboard box), then choose the bench and the captain.</source>
        <translation>Ziehen Sie Spieler aus dem Kader auf das Spielfeld (oder nutzen Sie das Tastaturfeld) und wählen Sie dann Bank und Kapitän.</translation>
    </message>
</context>
<context>
    <name>_TeamPage</name>
    <message>
        <source>Home</source>
        <translation>Heim</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>{title} team</source>
        <translation>Mannschaft {title}</translation>
    </message>
    <message>
        <source>Pick a team from earlier matches (its squad comes with it), or type a new one.</source>
        <translation>Wählen Sie eine Mannschaft aus früheren Spielen (ihr Kader kommt mit) oder geben Sie eine neue ein.</translation>
    </message>
    <message>
        <source>Type the team&apos;s name, or pick a team from the list.</source>
        <translation>Geben Sie den Namen der Mannschaft ein oder wählen Sie eine aus der Liste.</translation>
    </message>
    <message>
        <source>The away team must be another team than the home team.</source>
        <translation>Die Gastmannschaft muss eine andere sein als die Heimmannschaft.</translation>
    </message>
    <message>
        <source>The squad has {len} players; a side of {size} needs more.</source>
        <translation>Der Kader hat {len} Spieler; für {size} gegen {size} braucht es mehr.</translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>Assist</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Who assisted {name}?</source>
        <translation>Wer hat die Vorlage zu {name} gegeben?</translation>
    </message>
    <message>
        <source>No assist</source>
        <translation>Keine Vorlage</translation>
    </message>
    <message>
        <source>Substitution</source>
        <translation>Auswechslung</translation>
    </message>
    <message>
        <source>Who replaces {name}?</source>
        <translation>Wer ersetzt {name}?</translation>
    </message>
    <message>
        <source>Who makes way for {name}?</source>
        <translation>Wer macht Platz für {name}?</translation>
    </message>
</context>
<context>
    <name>adjustments</name>
    <message>
        <source>Team</source>
        <extracomment>A stored adjustment as the service gives it (id, team, points, reason, effective, author).</extracomment>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Took effect</source>
        <translation>Wirksam ab</translation>
    </message>
    <message>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
</context>
<context>
    <name>backups</name>
    <message>
        <source>The backup was not restored: {exc}</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt: {exc}</translation>
    </message>
    <message>
        <source>The backup “{label}” was restored. {outcome}</source>
        <translation>Die Sicherung „{label}“ wurde wiederhergestellt. {outcome}</translation>
    </message>
</context>
<context>
    <name>clock</name>
    <message>
        <source>Kick-off</source>
        <translation>Anpfiff</translation>
    </message>
    <message>
        <source>the shootout</source>
        <translation>Elfmeterschießen</translation>
    </message>
    <message>
        <source>End of {name}</source>
        <translation>Ende: {name}</translation>
    </message>
    <message>
        <source>Full time</source>
        <translation>Abpfiff</translation>
    </message>
    <message>
        <source>Start {lower}</source>
        <translation>Beginn: {lower}</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <source>Minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>How many questions the queue lists at once, the most at stake first: each answer brings up the next, and a large library&apos;s queue opens as fast as a small one&apos;s.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Mannschaften</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Also known as</source>
        <translation>Auch bekannt als</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>At stake</source>
        <translation>Auf dem Spiel</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Known as</source>
        <translation>Bekannt als</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>competitionpage</name>
    <message>
        <source>Player</source>
        <extracomment>Where the edition&apos;s suspensions come from (the suspension rules), if installed. The cards an edition&apos;s list of suspensions does not count, in words (&quot;&quot; for none).</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Ban</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>Verbüßt</translation>
    </message>
    <message>
        <source>{lacking}: a figure marked ≥ may be higher, and a scorer of those matches may be missing here.</source>
        <translation>{lacking}: eine mit ≥ markierte Zahl kann höher sein, und ein Torschütze dieser Spiele kann hier fehlen.</translation>
    </message>
    <message>
        <source>Line-ups known for {lineups} of {matches} matches: a result lists its scorers only, so assists and appearances count only what is known.</source>
        <translation>Aufstellungen bekannt für {lineups} von {matches} Spielen: ein Ergebnis nennt nur die Torschützen, daher zählen Vorlagen und Einsätze nur das Bekannte.</translation>
    </message>
    <message>
        <source>No cards in this edition.</source>
        <translation>Keine Karten in dieser Ausgabe.</translation>
    </message>
    <message>
        <source>{lacking} (results carry no cards; logged matches do): no cards can be listed.</source>
        <translation>{lacking} (Ergebnisse enthalten keine Karten, erfasste Spiele schon): es können keine Karten aufgeführt werden.</translation>
    </message>
    <message>
        <source>{lacking} (results carry no cards): the counts marked ≥ may be higher.</source>
        <translation>{lacking} (Ergebnisse enthalten keine Karten): die mit ≥ markierten Zahlen können höher sein.</translation>
    </message>
    <message>
        <source>{len} match{value} played</source>
        <translation>Gespielt: {len}</translation>
    </message>
    <message>
        <source>{len} being played</source>
        <translation>Läuft: {len}</translation>
    </message>
    <message>
        <source>{len} whose log stops before full time</source>
        <translation>{len}, deren Erfassung vor dem Abpfiff endet</translation>
    </message>
    <message>
        <source>{len} abandoned, no result</source>
        <translation>{len} abgebrochen, kein Ergebnis</translation>
    </message>
    <message>
        <source>{len} cancelled, never played</source>
        <translation>{len} abgesagt, nie gespielt</translation>
    </message>
    <message>
        <source>{len} with no result though their day has passed</source>
        <translation>Ohne Ergebnis, obwohl der Spieltag vorbei ist: {len}</translation>
    </message>
    <message>
        <source>{len} to play</source>
        <translation>{len} noch zu spielen</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 Gruppe</translation>
    </message>
    <message>
        <source>{count} groups</source>
        <translation>{count} Gruppen</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>The computer ran out of memory.</source>
        <extracomment>Size of one log file before it rotates, and how many old ones are kept.</extracomment>
        <translation>Der Computer hat keinen Speicher mehr.</translation>
    </message>
    <message>
        <source>A file could not be used{where}: {strerror}.</source>
        <translation>Eine Datei konnte nicht verwendet werden{where}: {strerror}.</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({name}{value}).</source>
        <translation>Ein unerwarteter Fehler ist aufgetreten ({name}{value}).</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>{author} (changed)</source>
        <extracomment>Pixels on each side of a cell&apos;s text (what the styles in use put there, and a little air).</extracomment>
        <translation>{author} (geändert)</translation>
    </message>
    <message>
        <source>someone unnamed</source>
        <translation>jemand ohne Namen</translation>
    </message>
    <message>
        <source>Logged at {logged}; changed by {who} at {when}</source>
        <translation>Erfasst um {logged}; geändert von {who} um {when}</translation>
    </message>
    <message>
        <source>Logged by {author} at {logged}</source>
        <translation>Erfasst von {author} um {logged}</translation>
    </message>
    <message>
        <source>Logged at {logged}</source>
        <translation>Erfasst um {logged}</translation>
    </message>
</context>
<context>
    <name>exporting</name>
    <message>
        <source>Football (90&apos;+6)</source>
        <extracomment>Formats whose preview is the printed page rather than the file&apos;s text.</extracomment>
        <translation>Fußball (90&apos;+6)</translation>
    </message>
    <message>
        <source>Running count (96&apos;)</source>
        <translation>Fortlaufend (96&apos;)</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Exported {title} to {where}</source>
        <translation>{title} exportiert nach {where}</translation>
    </message>
    <message>
        <source>The printed sheet shows {names} as empty boxes: no font on this computer has their letters. Install one that has them (for Chinese, Japanese or Korean names: Noto Sans CJK) and print again.</source>
        <translation>Der gedruckte Spielbericht zeigt {names} als leere Kästchen: Keine Schrift auf diesem Computer hat ihre Zeichen. Installieren Sie eine, die sie hat (für chinesische, japanische oder koreanische Namen: Noto Sans CJK), und drucken Sie erneut.</translation>
    </message>
    <message>
        <source>the folder does not exist (any more)</source>
        <extracomment>Plain words for the reasons a file cannot be written, by errno.</extracomment>
        <translation>der Ordner existiert nicht (mehr)</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>ein Teil des Pfads ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>you are not allowed to write in that folder</source>
        <translation>Sie dürfen in diesem Ordner nicht schreiben</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>Ihr Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>ein Ordner dieses Namens ist im Weg</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>Could not write {name} in {parent}: {why}.

Nothing was written. Choose another folder or name and export again.</source>
        <translation>{name} konnte nicht in {parent} geschrieben werden: {why}.

Es wurde nichts geschrieben. Wählen Sie einen anderen Ordner oder Namen und exportieren Sie erneut.</translation>
    </message>
    <message>
        <source>({len:,} bytes of binary data)</source>
        <translation>({len:,} Bytes Binärdaten)</translation>
    </message>
    <message>
        <source>Export {title} to a new folder</source>
        <translation>{title} in einen neuen Ordner exportieren</translation>
    </message>
    <message>
        <source>Folder name:</source>
        <translation>Ordnername:</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>Match file (JSON)</source>
        <translation>Spieldatei (JSON)</translation>
    </message>
    <message>
        <source>Match sheet (PDF)</source>
        <translation>Spielbericht (PDF)</translation>
    </message>
    <message>
        <source>Match sheet (web page)</source>
        <translation>Spielbericht (Webseite)</translation>
    </message>
    <message>
        <source>Match sheet (text)</source>
        <translation>Spielbericht (Text)</translation>
    </message>
    <message>
        <source>Events, players, key stats (CSV files in a folder)</source>
        <translation>Ereignisse, Spieler, Kennzahlen (CSV-Ordner)</translation>
    </message>
    <message>
        <source>StatsBomb open data (events, lineups, match)</source>
        <translation>StatsBomb Open Data (Events, Lineups, Spiel)</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minuten:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>football (90&apos;+6, the default) or plain (96&apos;)</source>
        <translation>football (90&apos;+6, Standard) oder plain (96&apos;)</translation>
    </message>
    <message>
        <source>a4 (the default) or letter</source>
        <translation>a4 (Standard) oder letter</translation>
    </message>
    <message>
        <source>en (the default), de or es: the language the sheet is written in</source>
        <translation>en (Standard), de oder es: die Sprache, in der der Spielbericht geschrieben ist</translation>
    </message>
</context>
<context>
    <name>importing</name>
    <message>
        <source>Match files (*.json);;All files (*)</source>
        <translation>Spieldateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{path}: not a text file (expected UTF-8 JSON)</source>
        <translation>{path}: keine Textdatei (erwartet wird UTF-8-JSON)</translation>
    </message>
</context>
<context>
    <name>lineup</name>
    <message>
        <source>Defensive midfield</source>
        <translation>Defensives Mittelfeld</translation>
    </message>
    <message>
        <source>Midfield</source>
        <translation>Mittelfeld</translation>
    </message>
    <message>
        <source>Attacking midfield</source>
        <translation>Offensives Mittelfeld</translation>
    </message>
    <message>
        <source>Goalkeeper</source>
        <translation>Torwart</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>goal {times}</source>
        <translation>Tor {times}</translation>
    </message>
    <message>
        <source>own goal {join}</source>
        <translation>Eigentor {join}</translation>
    </message>
    <message>
        <source>assist {times}</source>
        <translation>Vorlage {times}</translation>
    </message>
    <message>
        <source>yellows {times}</source>
        <translation>Gelb {times}</translation>
    </message>
    <message>
        <source>booked</source>
        <translation>verwarnt</translation>
    </message>
    <message>
        <source>sent off</source>
        <translation>vom Platz gestellt</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Set up a new match</source>
        <translation>Ein neues Spiel einrichten</translation>
    </message>
    <message>
        <source>&amp;Open match…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a stored match</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Open the &amp;demo match</source>
        <translation>&amp;Demospiel öffnen</translation>
    </message>
    <message>
        <source>Argentina 2-1 England, World Cup semi-final</source>
        <translation>Argentinien 2:1 England, WM-Halbfinale</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Import a match file (JSON) or a StatsBomb open-data match</source>
        <translation>Eine Spieldatei (JSON) oder ein Spiel aus StatsBomb Open Data importieren</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export the match file or match sheet</source>
        <translation>Die Spieldatei oder den Spielbericht exportieren</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>Print the match sheet</source>
        <translation>Den Spielbericht drucken</translation>
    </message>
    <message>
        <source>&amp;Send to league database…</source>
        <translation>An die &amp;Liga-Datenbank senden…</translation>
    </message>
    <message>
        <source>Send the match to the league&apos;s shared database (again later to update it)</source>
        <translation>Das Spiel an die gemeinsame Datenbank der Liga senden (später erneut, um es zu aktualisieren)</translation>
    </message>
    <message>
        <source>Replace the database with one of its automatic backups</source>
        <translation>Die Datenbank durch eine ihrer automatischen Sicherungen ersetzen</translation>
    </message>
    <message>
        <source>&amp;Close match</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Match Tracker</source>
        <translation>Match Tracker beenden</translation>
    </message>
    <message>
        <source>&amp;Edit event…</source>
        <translation>Ereignis &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the event selected in the log</source>
        <translation>Das in der Liste ausgewählte Ereignis bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Delete event…</source>
        <translation>Ereignis &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Move event up</source>
        <translation>Ereignis nach &amp;oben</translation>
    </message>
    <message>
        <source>Move event do&amp;wn</source>
        <translation>Ereignis nach u&amp;nten</translation>
    </message>
    <message>
        <source>&amp;Find in the log…</source>
        <translation>In der Liste &amp;suchen…</translation>
    </message>
    <message>
        <source>Find events in the log</source>
        <translation>Ereignisse in der Liste suchen</translation>
    </message>
    <message>
        <source>Find &amp;next</source>
        <translation>Weiters&amp;uchen</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>Rückwär&amp;ts suchen</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>Sc&amp;hnelleingabe</translation>
    </message>
    <message>
        <source>Type a command: 55 goal Gordon assist Rogers</source>
        <translation>Einen Befehl eingeben: 55 tor Gordon vorlage Rogers</translation>
    </message>
    <message>
        <source>&amp;Whistle (start or end the period)</source>
        <translation>&amp;Pfiff (Abschnitt anpfeifen oder abpfeifen)</translation>
    </message>
    <message>
        <source>Start or end the period, as the clock button says</source>
        <translation>Den Abschnitt anpfeifen oder abpfeifen, wie die Uhr-Schaltfläche anzeigt</translation>
    </message>
    <message>
        <source>Goal, scorer &amp;unknown (home)</source>
        <translation>Tor, Torschütze &amp;unbekannt (Heim)</translation>
    </message>
    <message>
        <source>A goal for the home team whose scorer is not known (quick entry: goal TEAM)</source>
        <translation>Ein Tor der Heimmannschaft mit unbekanntem Torschützen (Schnelleingabe: tor MANNSCHAFT)</translation>
    </message>
    <message>
        <source>A goal for the away team whose scorer is not known (quick entry: goal TEAM)</source>
        <translation>Ein Tor der Gastmannschaft mit unbekanntem Torschützen (Schnelleingabe: tor MANNSCHAFT)</translation>
    </message>
    <message>
        <source>Change &amp;formation (home)…</source>
        <translation>&amp;System ändern (Heim)…</translation>
    </message>
    <message>
        <source>Change formation (&amp;away)…</source>
        <translation>System ändern (G&amp;ast)…</translation>
    </message>
    <message>
        <source>The referee stopped the match for good (weather, crowd trouble, fewer than seven players): nothing more is logged</source>
        <translation>Der Schiedsrichter hat das Spiel endgültig abgebrochen (Wetter, Ausschreitungen, weniger als sieben Spieler): danach wird nichts mehr erfasst</translation>
    </message>
    <message>
        <source>Lock a finished match against edits</source>
        <translation>Ein beendetes Spiel gegen Änderungen sperren</translation>
    </message>
    <message>
        <source>Your &amp;name…</source>
        <translation>Ihr &amp;Name…</translation>
    </message>
    <message>
        <source>The name stored with every event you log or change</source>
        <translation>Der Name, der mit jedem erfassten oder geänderten Ereignis gespeichert wird</translation>
    </message>
    <message>
        <source>Pu&amp;blish live…</source>
        <translation>&amp;Live veröffentlichen…</translation>
    </message>
    <message>
        <source>Show the open match or the whole library on a web page, for phones and computers on this network (read-only)</source>
        <translation>Das geöffnete Spiel oder die ganze Bibliothek auf einer Webseite zeigen, für Handys und Computer in diesem Netzwerk (nur zum Lesen)</translation>
    </message>
    <message>
        <source>&amp;People…</source>
        <translation>&amp;Personen…</translation>
    </message>
    <message>
        <source>Find people across matches; merge two records of one person or split a wrong link</source>
        <translation>Personen spielübergreifend finden; zwei Einträge einer Person zusammenführen oder eine falsche Verknüpfung aufteilen</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>P&amp;rüfen…</translation>
    </message>
    <message>
        <source>Names several people fit, most goals and cards first: link or keep apart</source>
        <translation>Namen, auf die mehrere Personen passen, die mit den meisten Toren und Karten zuerst: verknüpfen oder getrennt halten</translation>
    </message>
    <message>
        <source>&amp;Quick-entry help</source>
        <translation>&amp;Hilfe zur Schnelleingabe</translation>
    </message>
    <message>
        <source>&amp;About Match Tracker</source>
        <translation>Ü&amp;ber Match Tracker</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Your name, language, theme, backups, rules and database</source>
        <translation>Ihr Name, Sprache, Darstellung, Sicherungen, Regeln und Datenbank</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>O&amp;ther whistles</source>
        <translation>Weitere P&amp;fiffe</translation>
    </message>
    <message>
        <source>P&amp;eople</source>
        <translation>&amp;Personen</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>Team page: {team}</source>
        <translation>Mannschaftsseite: {team}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Res&amp;tore from backup…</source>
        <translation>Aus Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Delete the event selected in the log</source>
        <translation>Das in der Liste ausgewählte Ereignis löschen</translation>
    </message>
    <message>
        <source>Put the event selected in the log before the one above it, of the same minute</source>
        <translation>Das in der Liste ausgewählte Ereignis vor das darüber setzen, aus derselben Minute</translation>
    </message>
    <message>
        <source>Put the event selected in the log after the one below it, of the same minute</source>
        <translation>Das in der Liste ausgewählte Ereignis hinter das darunter setzen, aus derselben Minute</translation>
    </message>
    <message>
        <source>Goal, scorer un&amp;known (away)</source>
        <translation>Tor, Torsc&amp;hütze unbekannt (Gast)</translation>
    </message>
    <message>
        <source>Aban&amp;don the match…</source>
        <translation>Spiel abbre&amp;chen…</translation>
    </message>
    <message>
        <source>Confirm and &amp;lock the match</source>
        <translation>Spiel &amp;bestätigen und sperren</translation>
    </message>
    <message>
        <source>Reop&amp;en the match</source>
        <translation>Spiel wieder &amp;öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Player actions</source>
        <translation>Spieleraktionen</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Competitions…</source>
        <translation>&amp;Wettbewerbe…</translation>
    </message>
    <message>
        <source>Fixtures and results, standings, top scorers, cards and suspensions</source>
        <translation>Ansetzungen und Ergebnisse, Tabellen, Torschützen, Karten und Sperren</translation>
    </message>
    <message>
        <source>&amp;Home team&apos;s page</source>
        <translation>Seite der &amp;Heimmannschaft</translation>
    </message>
    <message>
        <source>The home team&apos;s record: W-D-L, rounds reached, head to head, matches</source>
        <translation>Die Bilanz der Heimmannschaft: S-U-N, erreichte Runden, direkter Vergleich, Spiele</translation>
    </message>
    <message>
        <source>&amp;Away team&apos;s page</source>
        <translation>Seite der &amp;Gastmannschaft</translation>
    </message>
    <message>
        <source>The away team&apos;s record: W-D-L, rounds reached, head to head, matches</source>
        <translation>Die Bilanz der Gastmannschaft: S-U-N, erreichte Runden, direkter Vergleich, Spiele</translation>
    </message>
    <message>
        <source>&amp;Player page</source>
        <translation>&amp;Spielerseite</translation>
    </message>
    <message>
        <source>The selected player&apos;s tallies and matches (also Ctrl+click or middle-click a name in a line-up)</source>
        <translation>Bilanz und Spiele des ausgewählten Spielers (auch Strg+Klick oder Mittelklick auf einen Namen in einer Aufstellung)</translation>
    </message>
    <message>
        <source>&amp;Whistle: {label}</source>
        <translation>&amp;Pfiff: {label}</translation>
    </message>
    <message>
        <source>Change formation of {name}…</source>
        <translation>System von {name} ändern…</translation>
    </message>
    <message>
        <source>Goal for {team}, scorer unknown</source>
        <translation>Tor für {team}, Torschütze unbekannt</translation>
    </message>
    <message>
        <source>No whistle now</source>
        <extracomment>The actions that change the database, disabled when it may only be read.</extracomment>
        <translation>Jetzt kein Pfiff</translation>
    </message>
    <message>
        <source>Select an event in the log first.</source>
        <translation>Zuerst ein Ereignis in der Liste auswählen.</translation>
    </message>
    <message>
        <source>Open a match to find in its event log</source>
        <translation>Ein Spiel öffnen, um in seiner Ereignisliste zu suchen</translation>
    </message>
    <message>
        <source>Changing formation is not available in this version.</source>
        <translation>Systemwechsel sind in dieser Version nicht verfügbar.</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Schnelleingabe</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
</context>
<context>
    <name>peoplelinks</name>
    <message>
        <source>undated</source>
        <translation>ohne Datum</translation>
    </message>
</context>
<context>
    <name>peoplereview</name>
    <message>
        <source>1 goal</source>
        <translation>1 Tor</translation>
    </message>
    <message>
        <source>{count} goals</source>
        <translation>{count} Tore</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} Karten</translation>
    </message>
</context>
<context>
    <name>peoplewindow</name>
    <message>
        <source>Cannot review the names</source>
        <translation>Die Namen können nicht geprüft werden</translation>
    </message>
</context>
<context>
    <name>personpages</name>
    <message>
        <source>quarter-final</source>
        <translation>Viertelfinale</translation>
    </message>
    <message>
        <source>quarter-finals</source>
        <translation>Viertelfinals</translation>
    </message>
    <message>
        <source>semi-final</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>semi-finals</source>
        <translation>Halbfinals</translation>
    </message>
    <message>
        <source>third-place match</source>
        <translation>Spiel um Platz 3</translation>
    </message>
    <message>
        <source>third-place matches</source>
        <translation>Spiele um Platz 3</translation>
    </message>
    <message>
        <source>final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>finals</source>
        <translation>Finals</translation>
    </message>
    <message>
        <source>{text} (won {through})</source>
        <translation>{text} (gewonnen: {through})</translation>
    </message>
    <message>
        <source>{text} (through {through}, out {out})</source>
        <translation>{text} (weiter: {through}, raus: {out})</translation>
    </message>
    <message>
        <source>; {n} by walkover, not played</source>
        <translation>; {n} kampflos, nicht gespielt</translation>
    </message>
    <message>
        <source>; {n} not known (level, its decider not on record)</source>
        <translation>; {n} offen (unentschieden, die Entscheidung ist nicht erfasst)</translation>
    </message>
    <message>
        <source>; {n} being played</source>
        <translation>; {n} läuft gerade</translation>
    </message>
    <message>
        <source>; {n} whose log stops before full time</source>
        <translation>; {n}, deren Erfassung vor dem Abpfiff endet</translation>
    </message>
    <message>
        <source>P {played} · W {won} · D {drawn} · L {lost} · goals {goals_for}-{goals_against}</source>
        <translation>Sp {played} · S {won} · U {drawn} · N {lost} · Tore {goals_for}:{goals_against}</translation>
    </message>
    <message>
        <source>Competition</source>
        <extracomment>What the library holds of the competition, if not all (&quot;2 of 23 editions held whole&quot;).</extracomment>
        <translation>Wettbewerb</translation>
    </message>
    <message>
        <source>Counted over</source>
        <translation>Gezählt über</translation>
    </message>
    <message>
        <source>its whole history</source>
        <translation>seine ganze Geschichte</translation>
    </message>
    <message>
        <source>What the library holds of the competition: the figures are those of it</source>
        <translation>Was die Bibliothek vom Wettbewerb enthält: die Zahlen sind die davon</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>Times the team reached this round (by a walkover too)</source>
        <translation>Wie oft die Mannschaft diese Runde erreicht hat (auch kampflos)</translation>
    </message>
    <message>
        <source>Won or went through (on penalties too, or by a walkover)</source>
        <translation>Gewonnen oder weitergekommen (auch im Elfmeterschießen oder kampflos)</translation>
    </message>
    <message>
        <source>Lost there (on penalties too), or withdrew (a walkover)</source>
        <translation>Dort ausgeschieden (auch im Elfmeterschießen) oder zurückgezogen (kampflos)</translation>
    </message>
    <message>
        <source>Through</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>round of 32</source>
        <translation>Sechzehntelfinale</translation>
    </message>
    <message>
        <source>rounds of 32</source>
        <translation>Sechzehntelfinals</translation>
    </message>
    <message>
        <source>round of 16</source>
        <translation>Achtelfinale</translation>
    </message>
    <message>
        <source>rounds of 16</source>
        <translation>Achtelfinals</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Raus</translation>
    </message>
    <message>
        <source> (over {held})</source>
        <translation> (über {held})</translation>
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
        <translation>Öffnen Sie zuerst ein Spiel, oder veröffentlichen Sie die Bibliothek.</translation>
    </message>
    <message>
        <source>This computer has no address on a local network: connect it to one, or publish on this computer only.</source>
        <translation>Dieser Computer hat keine Adresse in einem lokalen Netzwerk: Verbinden Sie ihn mit einem, oder veröffentlichen Sie nur auf diesem Computer.</translation>
    </message>
</context>
<context>
    <name>recordactions</name>
    <message>
        <source>misses {matches}</source>
        <translation>fehlt {matches}</translation>
    </message>
    <message>
        <source>played {matches} while suspended</source>
        <translation>spielte gesperrt {matches}</translation>
    </message>
    <message>
        <source>no match served yet</source>
        <translation>noch kein Spiel abgesessen</translation>
    </message>
    <message>
        <source>; {pending} to serve in {season}</source>
        <translation>; {pending} noch in {season} abzusitzen</translation>
    </message>
    <message>
        <source>, and {pending} more</source>
        <translation> und {pending} weitere</translation>
    </message>
    <message>
        <source>; lifted on appeal for </source>
        <translation>; auf Einspruch aufgehoben für </translation>
    </message>
</context>
<context>
    <name>recordcolumns</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>The match&apos;s number in the edition</source>
        <translation>Die Nummer des Spiels in der Ausgabe</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Heim</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Spielort</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>live</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Wettbewerb</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Home or away</source>
        <translation>Heim oder auswärts</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>A shootout counts as a draw</source>
        <translation>Ein Elfmeterschießen zählt als Unentschieden</translation>
    </message>
    <message>
        <source>Pos</source>
        <translation>Pl.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>P</source>
        <translation>Sp</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Sp.</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>S</translation>
    </message>
    <message>
        <source>D</source>
        <translation>U</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>U</translation>
    </message>
    <message>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>N</translation>
    </message>
    <message>
        <source>GF</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Goals for</source>
        <translation>Tore</translation>
    </message>
    <message>
        <source>GA</source>
        <translation>GT</translation>
    </message>
    <message>
        <source>Goals against</source>
        <translation>Gegentore</translation>
    </message>
    <message>
        <source>GD</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>v</source>
        <translation>–</translation>
    </message>
    <message>
        <source>cancelled, never played</source>
        <translation>abgesagt, nie gespielt</translation>
    </message>
    <message>
        <source>abandoned, no result</source>
        <translation>abgebrochen, kein Ergebnis</translation>
    </message>
    <message>
        <source>logged</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>fixture</source>
        <translation>Ansetzung</translation>
    </message>
    <message>
        <source>Logged event by event, a result only, a fixture, or a match cancelled or abandoned</source>
        <translation>Ereignis für Ereignis erfasst, nur ein Ergebnis, eine Ansetzung oder ein abgesagtes oder abgebrochenes Spiel</translation>
    </message>
    <message>
        <source>home</source>
        <translation>heim</translation>
    </message>
    <message>
        <source>away</source>
        <translation>auswärts</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>S/U/N</translation>
    </message>
    <message>
        <source>Goal difference</source>
        <translation>Tordifferenz</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>; ≥: at least (some of the matches counted lack the data)</source>
        <extracomment>What a ≥ in a cell means, for the headers&apos; tooltips.</extracomment>
        <translation>; ≥: mindestens (einigen gezählten Spielen fehlen die Daten)</translation>
    </message>
    <message>
        <source>Apps</source>
        <translation>Eins.</translation>
    </message>
    <message>
        <source>Appearances (a result lists its scorers only)</source>
        <translation>Einsätze (ein Ergebnis nennt nur die Torschützen)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Tore</translation>
    </message>
    <message>
        <source>Pens</source>
        <translation>Elfm.</translation>
    </message>
    <message>
        <source>Of the goals, pens</source>
        <translation>Davon Elfmeter</translation>
    </message>
    <message>
        <source>Ast</source>
        <translation>Vorl.</translation>
    </message>
    <message>
        <source>Assists (in the matches whose line-ups are known)</source>
        <translation>Vorlagen (in den Spielen mit bekannter Aufstellung)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Yellow cards</source>
        <translation>Gelbe Karten</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Red cards (a second yellow included)</source>
        <translation>Rote Karten (Gelb-Rot eingeschlossen)</translation>
    </message>
    <message>
        <source>Drawn (a shootout counts as a draw)</source>
        <translation>Unentschieden (ein Elfmeterschießen zählt als Unentschieden)</translation>
    </message>
    <message>
        <source>Appearances</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Startelf</translation>
    </message>
    <message>
        <source>Starts (where line-ups are known)</source>
        <translation>Startelfeinsätze (wo Aufstellungen bekannt sind)</translation>
    </message>
    <message>
        <source>Sub</source>
        <translation>Eingew.</translation>
    </message>
    <message>
        <source>Came on as a substitute</source>
        <translation>Eingewechselt</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Minutes (where line-ups are known)</source>
        <translation>Minuten (wo Aufstellungen bekannt sind)</translation>
    </message>
    <message>
        <source>Of the goals, from penalties</source>
        <translation>Davon durch Elfmeter</translation>
    </message>
    <message>
        <source>OG</source>
        <translation>ET</translation>
    </message>
    <message>
        <source>Own goals</source>
        <translation>Eigentore</translation>
    </message>
    <message>
        <source>Assists (where line-ups are known)</source>
        <translation>Vorlagen (wo Aufstellungen bekannt sind)</translation>
    </message>
    <message>
        <source>YC</source>
        <translation>GK</translation>
    </message>
    <message>
        <source>RC</source>
        <translation>RK</translation>
    </message>
    <message>
        <source>Red cards</source>
        <translation>Rote Karten</translation>
    </message>
    <message>
        <source>Sub goals</source>
        <translation>Joker-Tore</translation>
    </message>
    <message>
        <source>Goals after coming on</source>
        <translation>Tore nach Einwechslung</translation>
    </message>
    <message>
        <source>scored</source>
        <translation>traf</translation>
    </message>
    <message>
        <source>started</source>
        <translation>Startelf</translation>
    </message>
    <message>
        <source>on {came_on}&apos;</source>
        <translation>eingewechselt {came_on}&apos;</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>nicht eingesetzt</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Started, came on, or (a result) scored</source>
        <translation>In der Startelf, eingewechselt oder (bei einem Ergebnis) Torschütze</translation>
    </message>
    <message>
        <source>Minutes played (where line-ups are known)</source>
        <translation>Gespielte Minuten (wo Aufstellungen bekannt sind)</translation>
    </message>
    <message>
        <source>Assists</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Points (* with a deduction or award: see the note below the table)</source>
        <translation>Punkte (* mit Abzug oder Gutschrift: siehe Hinweis unter der Tabelle)</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>The last five results, oldest first</source>
        <translation>Die letzten fünf Ergebnisse, älteste zuerst</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} – {second}</translation>
    </message>
    <message>
        <source>Legs</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Goals over both legs, extra time included</source>
        <translation>Tore aus Hin- und Rückspiel, Verlängerung eingeschlossen</translation>
    </message>
    <message>
        <source>Through</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>5 substitutes, 3 windows</source>
        <extracomment>The names of the rules presets (tracker.core.match.model.PRESETS) in the window&apos;s language.</extracomment>
        <translation>5 Auswechslungen, 3 Wechselfenster</translation>
    </message>
    <message>
        <source>3 substitutes</source>
        <translation>3 Auswechslungen</translation>
    </message>
    <message>
        <source>Rolling substitutions</source>
        <translation>Fliegende Wechsel</translation>
    </message>
</context>
<context>
    <name>scoreboard</name>
    <message>
        <source>First half</source>
        <translation>Erste Halbzeit</translation>
    </message>
    <message>
        <source>first half</source>
        <translation>erste Halbzeit</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>Zweite Halbzeit</translation>
    </message>
    <message>
        <source>second half</source>
        <translation>zweite Halbzeit</translation>
    </message>
    <message>
        <source>Extra time, first half</source>
        <translation>Verlängerung, erste Halbzeit</translation>
    </message>
    <message>
        <source>extra time, first half</source>
        <translation>Verlängerung, erste Halbzeit</translation>
    </message>
    <message>
        <source>Extra time, second half</source>
        <translation>Verlängerung, zweite Halbzeit</translation>
    </message>
    <message>
        <source>extra time, second half</source>
        <translation>Verlängerung, zweite Halbzeit</translation>
    </message>
    <message>
        <source>Penalty shootout</source>
        <translation>Elfmeterschießen</translation>
    </message>
    <message>
        <source>penalty shootout</source>
        <translation>Elfmeterschießen</translation>
    </message>
    <message>
        <source>Abandoned at {when}</source>
        <translation>Abgebrochen in der {when}</translation>
    </message>
    <message>
        <source>Full time (confirmed)</source>
        <translation>Abpfiff (bestätigt)</translation>
    </message>
    <message>
        <source>Full time</source>
        <translation>Abpfiff</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <source>Half-time</source>
        <translation>Halbzeit</translation>
    </message>
    <message>
        <source>End of normal time</source>
        <translation>Ende der regulären Spielzeit</translation>
    </message>
    <message>
        <source>Extra time: half-time</source>
        <translation>Verlängerung: Halbzeit</translation>
    </message>
    <message>
        <source>End of extra time</source>
        <translation>Ende der Verlängerung</translation>
    </message>
    <message>
        <source>Shootout over</source>
        <translation>Elfmeterschießen beendet</translation>
    </message>
    <message>
        <source>{team} would go through</source>
        <extracomment>Who goes through a tie, by whether its second leg is over and what decides it.</extracomment>
        <translation>{team} wäre weiter</translation>
    </message>
    <message>
        <source>{team} would go through on away goals</source>
        <translation>{team} wäre durch die Auswärtstorregel weiter</translation>
    </message>
    <message>
        <source>{team} through</source>
        <translation>{team} weiter</translation>
    </message>
    <message>
        <source>{team} through on away goals</source>
        <translation>{team} durch die Auswärtstorregel weiter</translation>
    </message>
    <message>
        <source>{team} through on penalties</source>
        <translation>{team} im Elfmeterschießen weiter</translation>
    </message>
    <message>
        <source>Aggregate {score}</source>
        <translation>Gesamtergebnis {score}</translation>
    </message>
    <message>
        <source>Aggregate {score}, away goals {away}</source>
        <translation>Gesamtergebnis {score}, Auswärtstore {away}</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Gleichstand</translation>
    </message>
</context>
<context>
    <name>send</name>
    <message>
        <source>Send to league database</source>
        <translation>An die Liga-Datenbank senden</translation>
    </message>
    <message>
        <source>Sending the match to {shown_url}…</source>
        <translation>Spiel wird an {shown_url} gesendet…</translation>
    </message>
    <message>
        <source>The match was not sent</source>
        <translation>Das Spiel wurde nicht gesendet</translation>
    </message>
    <message>
        <source>The match was not sent: {exc}</source>
        <translation>Das Spiel wurde nicht gesendet: {exc}</translation>
    </message>
    <message>
        <source>The match was not sent; nothing was changed</source>
        <translation>Das Spiel wurde nicht gesendet; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>The league database&apos;s copy of {title} is in its trash.

Bring it back, replaced by yours?</source>
        <translation>Die Kopie von {title} in der Liga-Datenbank liegt im Papierkorb.

Wiederherstellen und durch Ihre ersetzen?</translation>
    </message>
    <message>
        <source>The league database&apos;s copy of {title} was changed there since you last sent it (or was not sent from here), and yours was changed here.

Replace the league&apos;s copy with yours? The changes made there will be lost.</source>
        <translation>Die Kopie von {title} in der Liga-Datenbank wurde dort geändert, seit Sie sie zuletzt gesendet haben (oder sie wurde nicht von hier gesendet), und Ihre wurde hier geändert.

Die Kopie der Liga durch Ihre ersetzen? Die dort gemachten Änderungen gehen verloren.</translation>
    </message>
</context>
<context>
    <name>squad</name>
    <message>
        <source>the shirt number {text} is not a whole number</source>
        <extracomment>A refused edit, with the message for the user.</extracomment>
        <translation>die Rückennummer {text} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>the shirt number {text}… is out of range (0 to 999)</source>
        <translation>die Rückennummer {text}… liegt außerhalb des Bereichs (0 bis 999)</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>ein Spieler braucht einen Namen</translation>
    </message>
</context>
<context>
    <name>tokenlooks</name>
    <message>
        <source>came on {came_on}</source>
        <translation>eingewechselt {came_on}</translation>
    </message>
    <message>
        <source>goals: {len}</source>
        <translation>Tore: {len}</translation>
    </message>
    <message>
        <source>assists: {len}</source>
        <translation>Vorlagen: {len}</translation>
    </message>
    <message>
        <source>Right-click for actions; drop a substitute here to bring him on.</source>
        <translation>Rechtsklick für Aktionen; einen Auswechselspieler hierher ziehen, um ihn einzuwechseln.</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>own goal</source>
        <translation>Eigentor</translation>
    </message>
    <message>
        <source>penalty goal</source>
        <translation>Elfmetertor</translation>
    </message>
    <message>
        <source>headed goal</source>
        <translation>Kopfballtor</translation>
    </message>
    <message>
        <source>free-kick goal</source>
        <translation>Freistoßtor</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Tor</translation>
    </message>
    <message>
        <source>yellow card</source>
        <translation>Gelbe Karte</translation>
    </message>
    <message>
        <source>second yellow card</source>
        <translation>Gelb-Rote Karte</translation>
    </message>
    <message>
        <source>red card</source>
        <translation>Rote Karte</translation>
    </message>
    <message>
        <source>{kind} for {team}</source>
        <translation>{kind} für {team}</translation>
    </message>
    <message>
        <source>{kind} by {player}</source>
        <translation>{kind} durch {player}</translation>
    </message>
    <message>
        <source>{card} for {person}</source>
        <translation>{card} für {person}</translation>
    </message>
    <message>
        <source>correction of {event}</source>
        <extracomment>Refused for a server that did not answer: the stack is put back past it unrun.</extracomment>
        <translation>Korrektur: {event}</translation>
    </message>
    <message>
        <source>deletion of {event}</source>
        <translation>Löschung: {event}</translation>
    </message>
    <message>
        <source>line-up correction: {substitute} started instead of {starter}</source>
        <translation>Korrektur der Aufstellung: {substitute} begann statt {starter}</translation>
    </message>
    <message>
        <source>moving {event} before the event above it</source>
        <translation>Verschieben: {event} vor das Ereignis darüber</translation>
    </message>
    <message>
        <source>moving {event} after the event below it</source>
        <translation>Verschieben: {event} hinter das Ereignis darunter</translation>
    </message>
</context>
</TS>
