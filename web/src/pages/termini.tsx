import { Link } from 'react-router-dom';
import { LegalPage } from '../components/ui/legal-page';
import { useSite } from '../lib/site';

export default function TerminiPage() {
  const { view: site } = useSite();
  return (
    <LegalPage
      title="Termini di Servizio"
      intro={<p>Questi termini regolano l'uso del sito di {site.brand} e il servizio di prenotazione online.</p>}
      sections={[
        {
          title: 'Accettazione dei termini',
          body: (
            <p>Usando il sito o inviando una prenotazione accetti questi termini. Se non li accetti, ti chiediamo di non usare il sito.</p>
          ),
        },
        {
          title: 'Descrizione del servizio',
          body: (
            <p>
              Il sito presenta il ristorante, il menu, gli eventi e le gallerie fotografiche e permette di inviare una richiesta di
              prenotazione di un tavolo.
            </p>
          ),
        },
        {
          title: 'Prenotazioni',
          body: (
            <>
              <p>
                La richiesta inviata dal sito non è ancora una prenotazione: diventa tale quando il ristorante la conferma, per telefono,
                messaggio o email.
              </p>
              <p>
                Il ristorante può rifiutare una richiesta in caso di tutto esaurito, di informazioni incomplete o errate, o per cause di
                forza maggiore.
              </p>
              <p>
                Le cancellazioni vanno comunicate con almeno 24 ore di anticipo, telefonando al {site.phone.display} o scrivendo a{' '}
                {site.email}.
              </p>
            </>
          ),
        },
        {
          title: 'Uso del sito',
          body: (
            <p>
              Ti impegni a usare il sito in modo lecito, a fornire dati veri e a non inviare richieste automatiche, false o a nome di altri.
            </p>
          ),
        },
        {
          title: 'Proprietà intellettuale',
          body: (
            <p>
              Testi, fotografie, illustrazioni, marchi e grafica del sito appartengono a {site.legalName} o ai rispettivi autori e non
              possono essere riutilizzati senza autorizzazione scritta.
            </p>
          ),
        },
        {
          title: 'Prezzi e menu',
          body: (
            <p>
              Prezzi e piatti pubblicati sono indicativi e possono cambiare secondo la stagione e la disponibilità degli ingredienti. Fanno
              fede il menu e i prezzi in vigore al ristorante. Segnala sempre allergie e intolleranze al personale.
            </p>
          ),
        },
        {
          title: 'Limitazione di responsabilità',
          body: (
            <p>
              Curiamo con attenzione i contenuti del sito, ma non garantiamo che siano sempre completi o privi di errori, né che il sito sia
              sempre disponibile. Nei limiti di legge, non rispondiamo di danni derivanti dall'uso del sito.
            </p>
          ),
        },
        {
          title: 'Link a siti terzi',
          body: (
            <p>
              Il sito contiene collegamenti a servizi di terzi (mappe, social network). Non siamo responsabili dei loro contenuti né delle
              loro regole sulla privacy.
            </p>
          ),
        },
        {
          title: 'Modifiche ai termini',
          body: (
            <p>
              Possiamo modificare questi termini in qualsiasi momento; la versione in vigore è quella pubblicata su questa pagina, con la
              data di aggiornamento indicata in alto.
            </p>
          ),
        },
        {
          title: 'Legge applicabile e foro competente',
          body: (
            <p>
              Questi termini sono regolati dalla legge italiana. Per ogni controversia è competente il Foro di Milano, fatti salvi i diritti
              inderogabili del consumatore.
            </p>
          ),
        },
        {
          title: 'Contatti',
          body: (
            <p>
              {site.legalName}, {site.address.full}. Telefono {site.phone.display}, email{' '}
              <a className="text-walnut underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
              . Come trattiamo i tuoi dati è spiegato nella{' '}
              <Link className="text-walnut underline" to="/privacy-policy">
                Privacy Policy
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
