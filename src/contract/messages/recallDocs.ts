/**
 * Texts of the recall mails and the lot's trace report PDF (issue 29 §5): the pharmacy's recall notice and its one
 * reminder, the admins' list of orders left short, the trace report. Server-side only, like the other documents.
 */
export const recallDocs = {
  fr: {
    'recallMail.subject': 'ParaPharm DZ — RAPPEL du lot %{lot} : %{product}',
    'recallMail.title': 'Rappel du lot %{lot}',
    'recallMail.intro':
      'Le lot %{lot} du produit %{ref} — %{product} (péremption %{expiry}) fait l’objet d’un rappel. Ne le vendez plus et mettez-le de côté.',
    'recallMail.reason': 'Motif : %{reason}',
    'recallMail.received':
      'Vous avez reçu %{smart_count} unité de ce lot. |||| Vous avez reçu %{smart_count} unités de ce lot.',
    'recallMail.answer':
      'Indiquez-nous combien d’unités de ce lot vous avez encore en stock, depuis la page « Rappels » de votre espace.',
    'recallMail.action': 'Répondre au rappel',
    'recallMail.reminderSubject': 'ParaPharm DZ — relance : rappel du lot %{lot} sans réponse',
    'recallMail.reminderTitle': 'Rappel du lot %{lot} : votre réponse',
    'recallMail.reminderIntro':
      'Le rappel du lot %{lot} du produit %{ref} — %{product} (péremption %{expiry}) a été lancé le %{date} et nous n’avons pas encore votre réponse.',
    'recallMail.shortSubject':
      'ParaPharm DZ — rappel du lot %{lot} : %{smart_count} commande à court |||| ParaPharm DZ — rappel du lot %{lot} : %{smart_count} commandes à court',
    'recallMail.shortTitle': 'Commandes à court après le rappel du lot %{lot}',
    'recallMail.shortIntro': 'Les autres lots de %{ref} — %{product} ne couvrent plus ces commandes non expédiées :',
    'recallMail.shortLine':
      'Commande %{order} : %{smart_count} unité manquante |||| Commande %{order} : %{smart_count} unités manquantes',
    'recallMail.shortAction': 'Voir les rappels',
    'recallPdf.title': 'TRAÇABILITÉ DU LOT',
    'recallPdf.product': 'Produit : %{ref} — %{product}',
    'recallPdf.lot': 'Lot %{lot}, péremption %{expiry}',
    'recallPdf.started': 'Rappel lancé le %{date}',
    'recallPdf.reason': 'Motif : %{reason}',
    'recallPdf.printed': 'Édité le %{date}',
    'recallPdf.pharmacy': 'Pharmacie',
    'recallPdf.wilaya': 'Wilaya',
    'recallPdf.order': 'Commande',
    'recallPdf.shipment': 'Expédition',
    'recallPdf.quantity': 'Qté',
    'recallPdf.date': 'Date',
    'recallPdf.units': 'Total expédié : %{smart_count} unité. |||| Total expédié : %{smart_count} unités.',
    'recallPdf.pharmacies': 'Pharmacies destinataires : %{smart_count}.',
    'recallPdf.empty': 'Aucune expédition de ce lot.',
    'recallPdf.fileName': 'tracabilite_lot',
  },
  en: {
    'recallMail.subject': 'ParaPharm DZ — RECALL of lot %{lot}: %{product}',
    'recallMail.title': 'Recall of lot %{lot}',
    'recallMail.intro':
      'Lot %{lot} of product %{ref} — %{product} (expiry %{expiry}) is recalled. Stop selling it and set it aside.',
    'recallMail.reason': 'Reason: %{reason}',
    'recallMail.received':
      'You received %{smart_count} unit of this lot. |||| You received %{smart_count} units of this lot.',
    'recallMail.answer': 'Tell us how many units of this lot you still hold, from the “Recalls” page of your account.',
    'recallMail.action': 'Answer the recall',
    'recallMail.reminderSubject': 'ParaPharm DZ — reminder: recall of lot %{lot} not answered',
    'recallMail.reminderTitle': 'Recall of lot %{lot}: your answer',
    'recallMail.reminderIntro':
      'The recall of lot %{lot} of product %{ref} — %{product} (expiry %{expiry}) started on %{date} and we do not have your answer yet.',
    'recallMail.shortSubject':
      'ParaPharm DZ — recall of lot %{lot}: %{smart_count} order short |||| ParaPharm DZ — recall of lot %{lot}: %{smart_count} orders short',
    'recallMail.shortTitle': 'Orders short after the recall of lot %{lot}',
    'recallMail.shortIntro': 'The other lots of %{ref} — %{product} no longer cover these unshipped orders:',
    'recallMail.shortLine':
      'Order %{order}: %{smart_count} unit missing |||| Order %{order}: %{smart_count} units missing',
    'recallMail.shortAction': 'See the recalls',
    'recallPdf.title': 'LOT TRACE REPORT',
    'recallPdf.product': 'Product: %{ref} — %{product}',
    'recallPdf.lot': 'Lot %{lot}, expiry %{expiry}',
    'recallPdf.started': 'Recall started on %{date}',
    'recallPdf.reason': 'Reason: %{reason}',
    'recallPdf.printed': 'Printed on %{date}',
    'recallPdf.pharmacy': 'Pharmacy',
    'recallPdf.wilaya': 'Wilaya',
    'recallPdf.order': 'Order',
    'recallPdf.shipment': 'Shipment',
    'recallPdf.quantity': 'Qty',
    'recallPdf.date': 'Date',
    'recallPdf.units': 'Total shipped: %{smart_count} unit. |||| Total shipped: %{smart_count} units.',
    'recallPdf.pharmacies': 'Pharmacies that received it: %{smart_count}.',
    'recallPdf.empty': 'This lot was never shipped.',
    'recallPdf.fileName': 'lot_trace',
  },
  ar: {
    'recallMail.subject': 'ParaPharm DZ — سحب الحصة %{lot}: %{product}',
    'recallMail.title': 'سحب الحصة %{lot}',
    'recallMail.intro':
      'تقرر سحب الحصة %{lot} من المنتج %{ref} — %{product} (تنتهي صلاحيتها في %{expiry}). توقفوا عن بيعها وضعوها جانبًا.',
    'recallMail.reason': 'السبب: %{reason}',
    'recallMail.received':
      'لم تستلموا أي وحدة من هذه الحصة. |||| استلمتم وحدة واحدة من هذه الحصة. |||| استلمتم وحدتين من هذه الحصة. |||| استلمتم %{smart_count} وحدات من هذه الحصة. |||| استلمتم %{smart_count} وحدة من هذه الحصة. |||| استلمتم %{smart_count} وحدة من هذه الحصة.',
    'recallMail.answer': 'أخبرونا بعدد الوحدات المتبقية لديكم من هذه الحصة، من صفحة «عمليات السحب» في فضائكم.',
    'recallMail.action': 'الرد على السحب',
    'recallMail.reminderSubject': 'ParaPharm DZ — تذكير: سحب الحصة %{lot} دون رد',
    'recallMail.reminderTitle': 'سحب الحصة %{lot}: ردكم',
    'recallMail.reminderIntro':
      'بدأ سحب الحصة %{lot} من المنتج %{ref} — %{product} (تنتهي صلاحيتها في %{expiry}) بتاريخ %{date} ولم يصلنا ردكم بعد.',
    'recallMail.shortSubject':
      'ParaPharm DZ — سحب الحصة %{lot}: طلبيات ناقصة |||| ParaPharm DZ — سحب الحصة %{lot}: طلبية ناقصة واحدة |||| ParaPharm DZ — سحب الحصة %{lot}: طلبيتان ناقصتان |||| ParaPharm DZ — سحب الحصة %{lot}: %{smart_count} طلبيات ناقصة |||| ParaPharm DZ — سحب الحصة %{lot}: %{smart_count} طلبية ناقصة |||| ParaPharm DZ — سحب الحصة %{lot}: %{smart_count} طلبية ناقصة',
    'recallMail.shortTitle': 'طلبيات ناقصة بعد سحب الحصة %{lot}',
    'recallMail.shortIntro': 'لم تعد الحصص الأخرى من %{ref} — %{product} تغطي هذه الطلبيات غير المشحونة:',
    'recallMail.shortLine':
      'الطلبية %{order}: لا نقص |||| الطلبية %{order}: تنقص وحدة واحدة |||| الطلبية %{order}: تنقص وحدتان |||| الطلبية %{order}: تنقص %{smart_count} وحدات |||| الطلبية %{order}: تنقص %{smart_count} وحدة |||| الطلبية %{order}: تنقص %{smart_count} وحدة',
    'recallMail.shortAction': 'عرض عمليات السحب',
    'recallPdf.title': 'تتبع الحصة',
    'recallPdf.product': 'المنتج: %{ref} — %{product}',
    'recallPdf.lot': 'الحصة %{lot}، تنتهي صلاحيتها في %{expiry}',
    'recallPdf.started': 'بدأ السحب في %{date}',
    'recallPdf.reason': 'السبب: %{reason}',
    'recallPdf.printed': 'طُبع في %{date}',
    'recallPdf.pharmacy': 'الصيدلية',
    'recallPdf.wilaya': 'الولاية',
    'recallPdf.order': 'الطلبية',
    'recallPdf.shipment': 'الشحنة',
    'recallPdf.quantity': 'الكمية',
    'recallPdf.date': 'التاريخ',
    'recallPdf.units': 'مجموع الوحدات المشحونة: %{smart_count}.',
    'recallPdf.pharmacies': 'الصيدليات المستلمة: %{smart_count}.',
    'recallPdf.empty': 'لم تُشحن هذه الحصة قط.',
    'recallPdf.fileName': 'lot_trace',
  },
};
