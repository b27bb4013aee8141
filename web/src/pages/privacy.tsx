import { Link } from 'react-router-dom';
import { LegalPage } from '../components/ui/legal-page';
import { useSite } from '../lib/site';

export default function PrivacyPage() {
  const { view: site } = useSite();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Questa informativa spiega come {site.legalName} tratta i dati personali di chi visita questo sito e di chi prenota un tavolo, ai
          sensi del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003.
        </p>
      }
      sections={[
        {
          title: 'Titolare del trattamento',
          body: (
            <p>
              Il titolare è {site.legalName}, {site.address.full}, P. IVA {site.vatNumber}. Per qualsiasi richiesta:{' '}
              <a className="text-walnut underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>{' '}
              o telefono {site.phone.display}.
            </p>
          ),
        },
        {
          title: 'Dati raccolti',
          body: (
            <ul>
              <li>Dati che ci fornisci prenotando: nome, cognome, email, telefono, data, orario, numero di persone ed eventuali note.</li>
              <li>
                Dati tecnici di navigazione: indirizzo IP e informazioni del browser, registrati dal nostro fornitore di hosting per
                sicurezza.
              </li>
              <li>La tua scelta sui cookie, salvata nel tuo browser.</li>
            </ul>
          ),
        },
        {
          title: 'Finalità del trattamento',
          body: (
            <ul>
              <li>Gestire la prenotazione e ricontattarti per confermarla o modificarla.</li>
              <li>
                Inviarti per email, solo per la tua prenotazione: la conferma di ricezione della richiesta (o il link per confermarla tu
                entro 30 minuti, quando il ristorante lo chiede), la nostra risposta (conferma, con il promemoria per il calendario, o
                impossibilità di accettarla) e un promemoria il giorno prima. Ogni email contiene un link personale per vedere e annullare
                la prenotazione. Non inviamo newsletter né pubblicità.
              </li>
              <li>
                Garantire la sicurezza del sito e prevenire abusi (ad esempio invii automatici, o chi prova a occupare da solo tutti i posti
                di una sera).
              </li>
              <li>Adempiere agli obblighi di legge.</li>
            </ul>
          ),
        },
        {
          title: 'Base giuridica',
          body: (
            <p>
              Il trattamento per la prenotazione è necessario a dare seguito a una tua richiesta (art. 6.1.b GDPR); quello per la sicurezza
              si fonda sul nostro legittimo interesse (art. 6.1.f); la mappa interattiva viene mostrata solo con il tuo consenso (art.
              6.1.a), che puoi negare senza conseguenze.
            </p>
          ),
        },
        {
          title: 'Comunicazione dei dati',
          body: (
            <p>
              I dati non sono venduti né ceduti. Sono trattati dal nostro personale e dai fornitori che ci aiutano a far funzionare il sito
              (hosting, infrastruttura e invio delle email: Cloudflare, Inc., con garanzie adeguate per eventuali trasferimenti fuori
              dall'UE). Se accetti, la mappa è caricata da OpenStreetMap, che riceve il tuo indirizzo IP.
            </p>
          ),
        },
        {
          title: 'Conservazione',
          body: (
            <p>
              Conserviamo i dati della prenotazione, e le email inviate per essa, per il tempo necessario a gestirla e comunque non oltre 12
              mesi dalla data prenotata, salvo obblighi di legge. Il link personale smette di funzionare dopo la data prenotata. Una
              richiesta che non confermi dal link dell'email è cancellata entro 24 ore. I dati tecnici di sicurezza sono conservati per un
              massimo di 24 ore, tranne un'impronta pseudonimizzata (cifrata con una chiave segreta) dell'indirizzo IP da cui arriva una
              richiesta, che teniamo solo finché la richiesta attende la nostra risposta e non oltre la data prenotata.
            </p>
          ),
        },
        {
          title: 'I tuoi diritti',
          body: (
            <p>
              Puoi chiedere in ogni momento l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione o l'opposizione al
              trattamento e la portabilità (artt. 15–22 GDPR), scrivendo a {site.email}. Hai anche diritto di proporre reclamo al Garante
              per la protezione dei dati personali (www.garanteprivacy.it).
            </p>
          ),
        },
        {
          title: 'Cookie',
          body: (
            <p>
              Il sito non usa cookie di profilazione né strumenti di analisi. Salviamo nel tuo browser solo la scelta sul banner dei cookie
              e, per l'area riservata al titolare, due cookie tecnici: la sessione e il riconoscimento del browser da cui il titolare ha già
              effettuato l'accesso. La mappa di OpenStreetMap viene caricata solo se la accetti o la apri tu.
            </p>
          ),
        },
        {
          title: 'Sicurezza',
          body: (
            <p>
              Il sito usa connessioni cifrate (HTTPS), accessi protetti da password e misure contro gli invii automatici. L'accesso ai dati
              è limitato alle persone che ne hanno bisogno per gestire le prenotazioni.
            </p>
          ),
        },
        {
          title: 'Modifiche',
          body: (
            <p>
              Possiamo aggiornare questa informativa: la data in alto indica l'ultima revisione. Consulta anche i{' '}
              <Link className="text-walnut underline" to="/termini-servizio">
                Termini di Servizio
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
