import type { LegalContent } from './types';

const content: LegalContent = {
  privacy: {
    title: 'Política de privacidad',
    intro:
      '{company} ("nosotros") respeta su privacidad. Esta política explica qué información personal recopilamos cuando usa este sitio web, reserva un servicio o nos contacta, cómo la usamos y qué opciones tiene.',
    sections: [
      {
        heading: 'Información que recopilamos',
        paragraphs: [
          'Información que usted nos da: su nombre, correo electrónico, teléfono, dirección de servicio, los datos de su sistema de calefacción y aire acondicionado y cualquier mensaje que nos envíe por el formulario de contacto o el diálogo de reserva.',
          'Información de la cuenta: si crea una cuenta, su nombre de usuario, correo, teléfono y una contraseña protegida con hash. Nunca guardamos su contraseña de forma legible.',
          'Información de uso: páginas visitadas, tipo de navegador y dispositivo y hora de las visitas, recopilada sin rastreadores publicitarios para mantener el sitio rápido y útil.',
        ],
      },
      {
        heading: 'Cómo usamos su información',
        paragraphs: [
          'Para programar y realizar los servicios que solicita, confirmar citas, enviar presupuestos y facturas y responder sus preguntas.',
          'Para llevar los registros que exige la ley de Texas a los contratistas de aire acondicionado y refrigeración con licencia y para registrar garantías con los fabricantes.',
          'Para mejorar nuestro sitio y nuestros servicios. No vendemos ni alquilamos su información personal a nadie.',
        ],
      },
      {
        heading: 'Con quién la compartimos',
        paragraphs: [
          'Solo compartimos información con proveedores que nos ayudan a operar (por ejemplo, envío de correos, procesamiento de pagos y fabricantes para reclamos de garantía), bajo acuerdos que les obligan a protegerla, o cuando la ley nos lo exige.',
        ],
      },
      {
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'Guardamos en su navegador el idioma elegido y, cuando inicia sesión, su sesión para que no tenga que volver a entrar. No usamos cookies publicitarias.',
        ],
      },
      {
        heading: 'Seguridad y conservación de datos',
        paragraphs: [
          'Protegemos su información con cifrado en tránsito, controles de acceso y actualizaciones periódicas. Conservamos los registros de servicio el tiempo necesario para fines legales y de garantía, y el resto de la información solo mientras le sea útil.',
        ],
      },
      {
        heading: 'Sus opciones',
        paragraphs: [
          'Puede actualizar su perfil en cualquier momento desde Configuración del perfil, pedir una copia de su información o pedirnos que la borremos, salvo que la ley nos obligue a conservarla. Escriba a {email} o llame al {phone}.',
        ],
      },
      {
        heading: 'Cambios en esta política',
        paragraphs: ['Si cambiamos esta política, publicaremos aquí la nueva versión con su fecha. Los cambios importantes también se anunciarán en la página de inicio.'],
      },
    ],
  },
  terms: {
    title: 'Términos del servicio',
    intro:
      'Estos términos se aplican al uso de este sitio web y a las solicitudes de servicio hechas a través de él. Al usar el sitio o reservar un servicio, usted los acepta.',
    sections: [
      {
        heading: 'Nuestros servicios',
        paragraphs: [
          '{company} ofrece reparación, mantenimiento e instalación de calefacción, ventilación y aire acondicionado en el área metropolitana de Houston con la licencia ACR de Texas {licence}.',
          'Los precios que aparecen en este sitio, incluida la tarifa de diagnóstico, los adicionales y los niveles de equipo, son orientativos. El precio final se confirma por teléfono y por escrito antes de empezar cualquier trabajo.',
        ],
      },
      {
        heading: 'Reservas y citas',
        paragraphs: [
          'Una solicitud hecha en línea no es una cita confirmada hasta que nuestro equipo le llame para confirmar la fecha y el horario. Procuramos llamar en 1-2 horas hábiles.',
          'Avísenos con al menos 24 horas para cancelar o cambiar una cita. El servicio de emergencia está disponible 24/7 en el {emergencyPhone}.',
        ],
      },
      {
        heading: 'Cuentas',
        paragraphs: [
          'Usted es responsable de mantener su contraseña en secreto y de que los datos de su cuenta sean correctos. Avísenos de inmediato si cree que alguien usó su cuenta sin permiso.',
        ],
      },
      {
        heading: 'Pagos',
        paragraphs: [
          'Las facturas vencen al terminar el trabajo, salvo otro acuerdo por escrito. El financiamiento ofrecido por terceros se rige por sus propios términos.',
        ],
      },
      {
        heading: 'Garantías',
        paragraphs: [
          'Las reparaciones tienen 1 año de garantía de mano de obra. Los equipos nuevos tienen la garantía del fabricante descrita en su presupuesto, y las garantías extendidas se aplican según lo contratado. Las garantías no cubren daños por mal uso, falta de mantenimiento, inundaciones ni sobretensiones.',
        ],
      },
      {
        heading: 'Uso de este sitio web',
        paragraphs: [
          'No haga mal uso del sitio, no intente entrar en cuentas ajenas ni envíe contenido ilegal por nuestros formularios. El contenido de este sitio, incluidos los artículos del blog, es información general y no sustituye una inspección en el lugar.',
        ],
      },
      {
        heading: 'Limitación de responsabilidad',
        paragraphs: [
          'En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes derivadas del uso de este sitio. Nada en estos términos limita sus derechos bajo la Ley de Prácticas Comerciales Engañosas de Texas.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: ['Preguntas sobre estos términos: {email}, {phone}, {address}.'],
      },
    ],
  },
};

export default content;
