/** Arabic texts of ../recalls.ts. */
export const recalls = {
  'recalls.product': 'المنتج: معرّف (رقم) منتج من الكتالوج.',
  'recalls.lot': 'الحصة: لا توجد حصة «%{lot}» لهذا المنتج.',
  'recalls.lotText': 'الحصة: رقم الحصة كما هو مكتوب عليها.',
  'recalls.reason': 'السبب: من %{min} إلى %{max} حرفًا.',
  'recalls.already': 'الحصة %{lot} من هذا المنتج مسحوبة من قبل.',
  'recalls.started':
    'بدأ سحب الحصة %{lot}: لم تُبلَّغ أي صيدلية. |||| بدأ سحب الحصة %{lot}: تم إبلاغ صيدلية واحدة. |||| بدأ سحب الحصة %{lot}: تم إبلاغ صيدليتين. |||| بدأ سحب الحصة %{lot}: تم إبلاغ %{smart_count} صيدليات. |||| بدأ سحب الحصة %{lot}: تم إبلاغ %{smart_count} صيدلية. |||| بدأ سحب الحصة %{lot}: تم إبلاغ %{smart_count} صيدلية.',
  'recalls.notFound': 'عملية السحب غير موجودة.',
  'recalls.recallId': 'السحب: معرّف (رقم) إحدى عمليات السحب الخاصة بكم.',
  'recalls.quantity': 'الكمية في المخزون: عدد صحيح من 0 إلى %{max}.',
  'recalls.answered': 'لقد أجبتم على عملية السحب هذه من قبل.',
  'recalls.acknowledged': 'تم تسجيل إجابتكم، شكرًا.',
};
